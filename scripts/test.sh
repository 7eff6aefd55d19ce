#!/usr/bin/env bash
# `npm test`: `npm run check` (typecheck, lint, format, fast and component tests), then unit, sqlite, service (incl. client and keychain), electron (built main/preload), e2e.
# Starts what it needs: a private D-Bus session with an unlocked gnome-keyring (a real Secret Service for keytar);
# each test file starts its own service on a free port and its own data folder; e2e builds the app and drives
# Debian's Chromium through the browser host.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "check: typecheck, lint, format, fast and component tests"
npm run --silent check

step build
npx electron-vite build >/dev/null

step "unit, sqlite, service, client, keychain, electron, e2e"
# A fresh HOME and runtime dir so the keyring is new and its password known.
sandbox=$(mktemp -d)
trap 'rm -rf "$sandbox"' EXIT
mkdir -p "$sandbox/home" "$sandbox/run"
chmod 700 "$sandbox/run"
export HOME="$sandbox/home" XDG_RUNTIME_DIR="$sandbox/run"
dbus-run-session -- bash -c '
  set -e
  echo -n test-keyring-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  npx vitest run --project unit --project sqlite --project service --project client-documented --project electron --project e2e --project e2e-documented --project commands
'
