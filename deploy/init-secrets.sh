#!/bin/sh
# Writes the deployment's secret files, deploy/secrets/<name>.env (one per concern, each given by
# compose.yaml only to the services that need it), with fresh random values: hex only, so that a
# password pasted into DATABASE_URL never breaks the URL. A file that already exists is left as it
# is (run it again after adding a service; delete a file to renew its values). docs/operations.md §10.
#
#   sh deploy/init-secrets.sh [folder]            (default: deploy/secrets beside this script)
#   INITIAL_ADMIN_EMAIL=admin@example.no sh deploy/init-secrets.sh
set -eu

dir=${1:-$(dirname "$0")/secrets}
mkdir -p "$dir"
umask 077

# n random bytes as 2n lowercase hex digits.
hex() {
  if command -v openssl >/dev/null 2>&1; then
    openssl rand -hex "$1"
  else
    od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'
    echo
  fi
}

# write <name> <content>: deploy/secrets/<name>.env, unless it exists.
write() {
  file="$dir/$1.env"
  if [ -e "$file" ]; then
    echo "kept    $file"
    return
  fi
  printf '%s\n' "$2" >"$file"
  chmod 600 "$file"
  echo "written $file"
}

# The database password appears twice (postgres.env and database.env): read it back when
# postgres.env already exists, so that the two never differ.
if [ -e "$dir/postgres.env" ]; then
  pg_password=$(sed -n 's/^POSTGRES_PASSWORD=//p' "$dir/postgres.env")
else
  pg_password=$(hex 32)
fi

write postgres "POSTGRES_PASSWORD=$pg_password"
write database "DATABASE_URL=postgresql://pleie:$pg_password@db:5432/pleie"
write session "NEXTAUTH_SECRET=$(hex 32)"
write initial-admin "INITIAL_ADMIN_EMAIL=${INITIAL_ADMIN_EMAIL:-}
INITIAL_ADMIN_PASSWORD=$(hex 16)"
write s3-app "S3_ACCESS_KEY_ID=GK$(hex 12)
S3_SECRET_ACCESS_KEY=$(hex 32)"
write garage-rpc "GARAGE_RPC_SECRET=$(hex 32)"
write garage-admin "GARAGE_ADMIN_TOKEN=$(hex 32)"

if ! grep -q '^INITIAL_ADMIN_EMAIL=.' "$dir/initial-admin.env"; then
  echo "Fill in INITIAL_ADMIN_EMAIL in $dir/initial-admin.env (the first administrator's sign-in)."
fi
