// test/t/clients/pgx_v5.go: for pgx v5 (sid), the names of pgx that
// test/t/clients/pgx_app.go uses, whose import paths differ between versions.

//go:build !pgxv4

package main

import (
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// simpleProtocol, as a query's first argument, sends it by the simple
// protocol: its arguments as text, which pgx writes itself.
var simpleProtocol any = pgx.QueryExecModeSimpleProtocol

// connect is pgx.Connect: a connection string, empty for libpq's PG* variables.
var connect = pgx.Connect

// Rows is pgx.Rows, a query's result; PgError pgconn.PgError, an error
// that the server sent.
type (
	Rows    = pgx.Rows
	PgError = pgconn.PgError
)
