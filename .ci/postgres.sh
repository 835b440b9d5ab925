# Starts a throwaway PostgreSQL cluster on a free local port (sourced by .ci/run and scripts),
# and a streaming replica of it on another port.
PGPORT="${PGPORT:-55432}"
REPLICA_PGPORT="${REPLICA_PGPORT:-$((PGPORT + 1))}"

pg_bin() {
  ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1
}

start_postgres() {
  local bin
  bin="$(pg_bin)"
  id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
  PGDATA_DIR="$(mktemp -d /tmp/kasitrade-pg.XXXXXX)"
  chown postgres "$PGDATA_DIR"
  su postgres -s /bin/sh -c "$bin/initdb -D '$PGDATA_DIR' -A trust -U postgres >/dev/null"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$PGDATA_DIR' -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300' -l '$PGDATA_DIR/server.log' -w start >/dev/null"
  PG_CTL="$bin/pg_ctl"
  export PGDATA_DIR PG_CTL PGPORT
  echo "PostgreSQL running on 127.0.0.1:$PGPORT ($PGDATA_DIR)"
}

# A streaming replica of the cluster above (pg_basebackup -R), for the replica fault test:
# TEST_REPLICA_DATABASE_URL names it.
start_replica() {
  local bin
  bin="$(pg_bin)"
  REPLICA_DATA_DIR="$(mktemp -d /tmp/kasitrade-pg-replica.XXXXXX)"
  chown postgres "$REPLICA_DATA_DIR"
  chmod 700 "$REPLICA_DATA_DIR"
  su postgres -s /bin/sh -c "$bin/pg_basebackup -h 127.0.0.1 -p $PGPORT -U postgres -D '$REPLICA_DATA_DIR' -R -X stream"
  # A standby needs at least the primary's max_connections; kept in its configuration, so a
  # test that stops and starts it gets it back.
  echo "max_connections = 300" >>"$REPLICA_DATA_DIR/postgresql.auto.conf"
  su postgres -s /bin/sh -c "$bin/pg_ctl -D '$REPLICA_DATA_DIR' -o '-p $REPLICA_PGPORT -k /tmp -c listen_addresses=127.0.0.1' -l '$REPLICA_DATA_DIR/server.log' -w start >/dev/null"
  TEST_REPLICA_DATABASE_URL="postgres://postgres@127.0.0.1:${REPLICA_PGPORT}/postgres"
  export REPLICA_DATA_DIR TEST_REPLICA_DATABASE_URL
  echo "PostgreSQL replica running on 127.0.0.1:$REPLICA_PGPORT ($REPLICA_DATA_DIR)"
}

stop_postgres() {
  [ -n "${REPLICA_DATA_DIR:-}" ] && su postgres -s /bin/sh -c "$PG_CTL -D '$REPLICA_DATA_DIR' -m fast stop >/dev/null" || true
  [ -n "${PGDATA_DIR:-}" ] && su postgres -s /bin/sh -c "$PG_CTL -D '$PGDATA_DIR' -m fast stop >/dev/null" || true
}
