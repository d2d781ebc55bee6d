// test/t/clients/pgx_app.go: uuid9562 from Go with pgx (v4 on Debian 12, v5
// on sid), the example of docs/applications.md (between the markers) and
// then its checks, run by test/t/030_clients.pl with `go run` offline on
// Debian's Go packages, together with pgx_v4.go or pgx_v5.go (the imports,
// which differ: connect is pgx.Connect, PgError pgconn.PgError), and
// libpq's PG* variables naming a database that has the extension.  It
// prints properties only, a "name: value" line each.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"
)

// pgx's version, set by the build (-ldflags "-X main.pgxVersion=...").
var pgxVersion = "unknown"

var ctx = context.Background()

func main() {
	// docs: begin
	conn, err := connect(ctx, "") // pgx.Connect; libpq's PG* variables
	check(err)
	_, err = conn.Exec(ctx, `CREATE TABLE events (
		id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
		body text NOT NULL)`)
	check(err)

	// The new key, a [16]byte, and its creation time, a time.Time.
	var id [16]byte
	var created time.Time
	insert := "INSERT INTO events (body) VALUES ($1) RETURNING id, uuid_timestamp(id)"
	check(conn.QueryRow(ctx, insert, "hello").Scan(&id, &created))

	// A time window: uuid_v7_within() takes time.Time as it is, no cast.
	since := time.Date(2024, 1, 1, 1, 40, 0, 0, time.UTC)
	window := "SELECT id FROM events WHERE uuid_v7_within(id, tstzrange($1, $2))"
	rows, err := conn.Query(ctx, window, since, since.Add(time.Hour))
	check(err)
	var inWindow [][16]byte
	for rows.Next() {
		var key [16]byte
		check(rows.Scan(&key))
		inWindow = append(inWindow, key)
	}
	check(rows.Err())

	// A public id, and the row it stands for.
	key := []byte("\x01\x23\x45\x67\x89\xab\xcd\xef\xfe\xdc\xba\x98\x76\x54\x32\x10")
	var public, found [16]byte
	check(conn.QueryRow(ctx, "SELECT uuid_v7_mask($1, $2)", id, key).Scan(&public))
	check(conn.QueryRow(ctx, "SELECT id FROM events WHERE id = uuid_v7_unmask($1, $2)", public, key).Scan(&found))

	// Bad input: the server's error is a *pgconn.PgError, its Code the SQLSTATE.
	var malformed string
	var pgErr *PgError
	_, err = conn.Exec(ctx, "SELECT * FROM events WHERE id = $1", "not-a-uuid")
	if errors.As(err, &pgErr) {
		malformed = pgErr.Code // "22P02"
	}
	// docs: end

	_, err = conn.Exec(ctx, `INSERT INTO events (id, body)
		SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
		FROM generate_series(0, 9999) AS n`)
	check(err)
	_, err = conn.Exec(ctx, "ANALYZE events")
	check(err)
	ids := [][16]byte{id}
	for n := 0; n < 2; n++ {
		var next [16]byte
		var at time.Time
		check(conn.QueryRow(ctx, insert, fmt.Sprintf("event %d", n)).Scan(&next, &at))
		ids = append(ids, next)
	}
	until := since.Add(time.Hour)
	inWindow = keys(conn.Query(ctx, window, since, until))
	byTime := keys(conn.Query(ctx,
		"SELECT id FROM events WHERE uuid_timestamp(id) >= $1 AND uuid_timestamp(id) < $2", since, until))
	var plan []string
	lines, err := conn.Query(ctx, "EXPLAIN "+window, since, until)
	check(err)
	for lines.Next() {
		var line string
		check(lines.Scan(&line))
		plan = append(plan, line)
	}
	check(lines.Err())
	inDb := keys(conn.Query(ctx, "SELECT id FROM events ORDER BY id"))
	var keyType any
	check(conn.QueryRow(ctx, "SELECT $1::uuid", id).Scan(&keyType))
	_, untyped := conn.Exec(ctx, "SELECT id FROM events WHERE id >= $1", since)
	// By the simple protocol (PgBouncer's transaction mode, say) pgx cannot
	// write a [16]byte; the key's text form goes.
	var simpleMask [16]byte
	simple := conn.QueryRow(ctx, "SELECT uuid_v7_mask($1, $2)", simpleProtocol, id, key).Scan(&simpleMask)
	text := fmt.Sprintf("%x-%x-%x-%x-%x", id[0:4], id[4:6], id[6:8], id[8:10], id[10:16])
	check(conn.QueryRow(ctx, "SELECT uuid_v7_mask($1, $2)", simpleProtocol, text, key).Scan(&simpleMask))

	show("client", "pgx "+pgxVersion)
	show("key type", fmt.Sprintf("%T", keyType))
	show("keys of version 7", allVersion(ids, 7))
	show("keys increasing in insertion order", ordered(ids))
	show("client order is the database's", ordered(inDb))
	show("creation time is the key's milliseconds",
		created.UnixMilli() == millis(id))
	show("window rows", len(inWindow))
	show("window rows equal uuid_timestamp()'s", same(inWindow, byTime))
	joined := strings.Join(plan, "\n")
	show("window is an index range scan",
		strings.Contains(joined, "Index Cond: ((id >=") && !strings.Contains(joined, "Seq Scan"))
	show("mask is version 4", allVersion([][16]byte{public}, 4))
	show("mask unmasks", found == id)
	show("malformed id", malformed)
	show("null time", sqlstate(conn.Exec(ctx, "INSERT INTO events (id, body) VALUES (uuid_generate_v7_at($1), 'x')", nil)))
	show("time before 1970", sqlstate(conn.Exec(ctx, "SELECT uuid_generate_v7_at($1)",
		time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC))))
	show("id >= $1 with a time.Time", clientError(untyped))
	show("simple protocol with a [16]byte", clientError(simple))
	show("simple protocol with the key's text masks alike", simpleMask == public)
	check(conn.Close(ctx))
}

// check ends the program on an unexpected error.
func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// keys reads the uuid of each row of a query's first column, in order.
func keys(rows Rows, err error) [][16]byte {
	check(err)
	defer rows.Close()
	var list [][16]byte
	for rows.Next() {
		var id [16]byte
		check(rows.Scan(&id))
		list = append(list, id)
	}
	check(rows.Err())
	return list
}

// allVersion tells whether every key of ids has version v.
func allVersion(ids [][16]byte, v byte) bool {
	for _, id := range ids {
		if id[6]>>4 != v {
			return false
		}
	}
	return true
}

// ordered tells whether ids are in increasing order by Go's byte order.
func ordered(ids [][16]byte) bool {
	return sort.SliceIsSorted(ids, func(i, j int) bool { return bytes.Compare(ids[i][:], ids[j][:]) < 0 })
}

// millis is the Unix time in milliseconds of a version 7 key's first 48 bits.
func millis(id [16]byte) int64 {
	var ms int64
	for _, b := range id[:6] {
		ms = ms<<8 | int64(b)
	}
	return ms
}

// same tells whether a and b hold the same keys, in any order.
func same(a, b [][16]byte) bool {
	set := map[[16]byte]int{}
	for _, id := range a {
		set[id]++
	}
	for _, id := range b {
		set[id]--
	}
	for _, n := range set {
		if n != 0 {
			return false
		}
	}
	return len(a) == len(b)
}

// sqlstate is the SQLSTATE of an error from the server, or "none".
func sqlstate(_ any, err error) string {
	var pgErr *PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code
	}
	if err != nil {
		return "client error: " + err.Error()
	}
	return "none"
}

// clientError says whether err is the client's own, with no SQLSTATE.
func clientError(err error) string {
	var pgErr *PgError
	switch {
	case err == nil:
		return "none"
	case errors.As(err, &pgErr):
		return pgErr.Code
	default:
		return "client error, no SQLSTATE"
	}
}

// show prints "name: value".
func show(name string, value any) {
	fmt.Printf("%s: %v\n", name, value)
}
