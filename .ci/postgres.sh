# Starts a throwaway PostgreSQL cluster on a free local port (sourced by .ci/run and scripts).
PGPORT="${PGPORT:-55432}"

start_postgres() {
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
  PGDATA_DIR="$(mktemp -d /tmp/kasitrade-pg.XXXXXX)"
  chown postgres "$PGDATA_DIR"
  su postgres -s /bin/sh -c "$bin/initdb -D '$PGDATA_DIR' -A trust -U postgres >/dev/null"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$PGDATA_DIR' -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300' -l '$PGDATA_DIR/server.log' -w start >/dev/null"
  PG_CTL="$bin/pg_ctl"
  export PGDATA_DIR PG_CTL PGPORT
  echo "PostgreSQL running on 127.0.0.1:$PGPORT ($PGDATA_DIR)"
}

stop_postgres() {
  [ -n "${PGDATA_DIR:-}" ] && su postgres -s /bin/sh -c "$PG_CTL -D '$PGDATA_DIR' -m fast stop >/dev/null" || true
}
