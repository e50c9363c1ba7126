#!/usr/bin/env sh
# Installs what the browser tests and the web benchmark need on a CI machine:
# Debian's Chromium (playwright-core and Lighthouse drive /usr/bin/chromium) and Debian's nginx
# (e2e/tests/nginx-host.test.ts runs the compose host's nginx config with /usr/sbin/nginx) and
# poppler-utils (e2e/tests/interactions.test.ts reads the PDF report back with pdftotext).
# Idempotent: installs only what is missing, and does nothing when both are there.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"

packages=""
if [ -x "$CHROMIUM" ]; then
  echo "install-ci-deps: $("$CHROMIUM" --version 2>/dev/null || echo chromium) already installed"
else
  packages="chromium fonts-liberation"
fi
if [ -x "$NGINX" ]; then
  echo "install-ci-deps: $("$NGINX" -v 2>&1 || echo nginx) already installed"
else
  packages="$packages nginx"
fi

if command -v pdftotext >/dev/null 2>&1; then
  echo "install-ci-deps: pdftotext already installed"
else
  packages="$packages poppler-utils"
fi

if [ -z "$packages" ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
# shellcheck disable=SC2086 # one word per package
$SUDO apt-get install -y --no-install-recommends $packages

echo "install-ci-deps: $("$CHROMIUM" --version), $("$NGINX" -v 2>&1), $(pdftotext -v 2>&1 | head -n1) installed"
