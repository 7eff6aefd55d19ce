#!/usr/bin/env bash
# `npm test`: typecheck, lint, fast (and components), unit, service (incl. client and keychain), electron (built main/preload), e2e.
# Starts what it needs: a private D-Bus session with an unlocked gnome-keyring (a real Secret Service for keytar);
# each test file starts its own service on a free port and its own data folder; e2e builds the app and drives
# Debian's Chromium through the browser host.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step typecheck
npm run --silent typecheck

step lint
npx eslint --max-warnings 0 .
npx prettier --check . >/dev/null || { echo "Formatting differs: run npm run format"; npx prettier --list-different .; exit 1; }

step build
npx electron-vite build >/dev/null

step "unit, service, client, keychain, electron, e2e"
# A fresh HOME and runtime dir so the keyring is new and its password known.
sandbox=$(mktemp -d)
trap 'rm -rf "$sandbox"' EXIT
mkdir -p "$sandbox/home" "$sandbox/run"
chmod 700 "$sandbox/run"
export HOME="$sandbox/home" XDG_RUNTIME_DIR="$sandbox/run"
dbus-run-session -- bash -c '
  set -e
  echo -n test-keyring-password | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  npx vitest run --project fast --project components --project unit --project service --project client-documented --project electron --project e2e --project e2e-documented
'
