#!/usr/bin/env sh
# Installs what the browser tests and the web benchmark need on a CI machine:
# Debian's Chromium (playwright-core and Lighthouse drive /usr/bin/chromium).
# Idempotent: does nothing when Chromium is already installed.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "install-ci-deps: $("$CHROMIUM" --version 2>/dev/null || echo chromium) already installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium fonts-liberation

echo "install-ci-deps: $("$CHROMIUM" --version) installed"
