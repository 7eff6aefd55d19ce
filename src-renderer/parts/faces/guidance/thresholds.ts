/**
 * Every number the capture guidance judges by, in one place. Frames are analysed at ANALYSIS_LONG_SIDE; the
 * sharpness and exposure limits were calibrated on face-api's demo photos scaled to that size (see
 * quality.unit.test.ts beside this file): sharp originals measure 0.12–0.42, the same photos blurred 0.02–0.05.
 */

/** Long side, in px, of the copy of each frame or photo that the face model and the quality checks see. */
export const ANALYSIS_LONG_SIDE = 640

/** The tiny face detector's input size (faces at a workstation are large, so small is enough) and the score
 * below which a detection is ignored. */
export const DETECTOR_INPUT_SIZE = 160
export const MIN_DETECTION_SCORE = 0.5

/** Faces narrower than this share of the largest face are far in the background and not counted. */
export const BACKGROUND_FACE_RATIO = 0.4

/** Face box height as a share of the frame height: below is "Move closer", above is "Move back a little". */
export const MIN_FACE_HEIGHT_SHARE = 0.28
export const MAX_FACE_HEIGHT_SHARE = 0.8

/** How far the face centre may sit from the frame centre, as a share of the frame's width and height. */
export const MAX_CENTRE_OFFSET_X = 0.12
export const MAX_CENTRE_OFFSET_Y = 0.16

/** Head yaw in degrees (sign convention in headPose.ts): a front photo within ±FRONT_MAX_YAW… */
export const FRONT_MAX_YAW = 12
/** …a side photo turned between SIDE_MIN_YAW and SIDE_MAX_YAW the right way. */
export const SIDE_MIN_YAW = 20
export const SIDE_MAX_YAW = 60
/** Head tilt (roll) in degrees beyond which the subject is asked to hold the head upright. */
export const MAX_ROLL = 20

/** Sharpness: the face's Laplacian spread over its mean brightness, measured at most this wide. */
export const SHARPNESS_REGION_WIDTH = 128
export const MIN_SHARPNESS = 0.07

/** Mean brightness (luma 0–255) of the face: below is too dark, above is too bright. */
export const MIN_FACE_LUMA = 55
export const MAX_FACE_LUMA = 210
/** A pixel at or above this luma is clipped; more than MAX_CLIPPED_SHARE of the face clipped is glare. */
export const CLIPPED_LUMA = 250
export const MAX_CLIPPED_SHARE = 0.05

/** All checks must hold this long before the camera takes the photo by itself. */
export const AUTO_CAPTURE_HOLD_MS = 1000
