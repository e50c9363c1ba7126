#!/bin/sh
# Run by the nginx image's entrypoint (/docker-entrypoint.d/) before nginx starts: the host document's
# headers, rendered at image build time by scripts/lib/security-headers.mjs with the page's inline
# script hashes, get the remotes' origins from the runtime /remotes.json (mounted by compose), so a
# moved remote needs a restart of host, not a rebuild. NGINX_DIR / HTML_DIR let the compose test run it.
set -eu
nginx_dir="${NGINX_DIR:-/etc/nginx}"
html_dir="${HTML_DIR:-/usr/share/nginx/html}"
# Every "http(s)://host[:port]" of the remote map, once each, space separated.
origins=$(grep -oE '"https?://[^/"]+' "$html_dir/remotes.json" | tr -d '"' | sort -u | tr '\n' ' ' | sed 's/ $//')
if [ -z "$origins" ]; then
  echo "document-headers.sh: no remote origin in $html_dir/remotes.json" >&2
  exit 1
fi
# Where browsers PUT and GET attachments when not on this origin (S3/MinIO presigned links); may be empty.
files=$(printf '%s' "${FILE_ORIGINS:-}" | tr ',' ' ')
sed -e "s#__REMOTE_ORIGINS__#$origins#g" -e "s# __FILE_ORIGINS__#${files:+ $files}#g" \
  "$nginx_dir/document-headers.conf.in" > "$nginx_dir/document-headers.conf"
