<?php
// test/t/clients/pdo_app.php: uuid9562 from PHP's PDO (pdo_pgsql: PHP 8.2 on
// Debian 12, 8.4 on sid), the example of docs/applications.md (between the
// markers) and then its checks, run by test/t/030_clients.pl with libpq's PG*
// variables naming a database that has the extension.  It prints properties
// only, a "name: value" line each, as the other programs.

// Print "name: value", a boolean as true or false.
function show(string $name, $value): void
{
    echo $name, ': ', is_bool($value) ? ($value ? 'true' : 'false') : $value, "\n";
}

// The SQLSTATE that $sql with $params fails with, or 'none'.
function failure(PDO $db, string $sql, array $params): string
{
    try {
        $db->prepare($sql)->execute($params);
    } catch (PDOException $e) {
        return $e->getCode();
    }
    return 'none';
}

// The first column of every row of $sql with $params.
function column(PDO $db, string $sql, array $params = []): array
{
    $statement = $db->prepare($sql);
    $statement->execute($params);
    return $statement->fetchAll(PDO::FETCH_COLUMN, 0);
}

// Whether $list is in increasing order as PHP compares strings (bytewise).
function ascending(array $list): bool
{
    $sorted = $list;
    sort($sorted, SORT_STRING);
    return $sorted === $list;
}

// docs: begin
$db = new PDO('pgsql:');                         // libpq's PGHOST, PGPORT, PGUSER, PGDATABASE
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$db->exec('CREATE TABLE events (
    id uuid PRIMARY KEY DEFAULT uuid_generate_v7(),
    body text NOT NULL)');

// The new key, a string, and its creation time, a string with its offset.
$insert = $db->prepare('INSERT INTO events (body) VALUES (?) RETURNING id, uuid_timestamp(id) AS created');
$insert->execute(['hello']);
['id' => $id, 'created' => $created] = $insert->fetch(PDO::FETCH_ASSOC);

// A time window: the times go as strings with their offset (DATE_ATOM), untyped;
// tstzrange() makes them timestamptz, no cast.
$since = new DateTimeImmutable('2024-01-01 01:40:00+00:00');
$until = $since->add(new DateInterval('PT1H'));
$window = $db->prepare('SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(?, ?))');
$window->execute([$since->format(DATE_ATOM), $until->format(DATE_ATOM)]);
$rows = $window->fetchAll(PDO::FETCH_COLUMN, 0);

// Not "id >= ?": the untyped string beside a uuid is read as a uuid (22P02).

// A public id, and the row it stands for: the key as bytea (PDO::PARAM_LOB).
$key = hex2bin('0123456789abcdeffedcba9876543210');
$mask = $db->prepare('SELECT uuid_v7_mask(?, ?)');
$mask->bindValue(1, $id);
$mask->bindValue(2, $key, PDO::PARAM_LOB);
$mask->execute();
$public = $mask->fetchColumn();
$find = $db->prepare('SELECT id FROM events WHERE id = uuid_v7_unmask(?, ?)');
$find->bindValue(1, $public);
$find->bindValue(2, $key, PDO::PARAM_LOB);
$find->execute();
$found = $find->fetchColumn();

// Bad input: PDOException, its getCode() the SQLSTATE.
try {
    $db->prepare('SELECT * FROM events WHERE id = ?')->execute(['not-a-uuid']);
} catch (PDOException $e) {
    $malformed = $e->getCode();                  // '22P02'
}
// docs: end

$db->exec("INSERT INTO events (id, body)
    SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'
    FROM generate_series(0, 9999) AS n");
$db->exec('ANALYZE events');
$ids = [$id];
for ($n = 0; $n < 2; $n++) {
    $insert->execute(["event $n"]);
    $ids[] = $insert->fetchColumn();
}
$times = [$since->format(DATE_ATOM), $until->format(DATE_ATOM)];
$sql = 'SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(?, ?))';
$rows = column($db, $sql, $times);
$byTime = column($db, 'SELECT id FROM events WHERE uuid_timestamp(id) >= ?::timestamptz
    AND uuid_timestamp(id) < ?::timestamptz', $times);
$plan = implode("\n", column($db, "EXPLAIN $sql", $times));
$inDb = column($db, 'SELECT id FROM events ORDER BY id');
$edge = ['7fffffff-ffff-7fff-bfff-ffffffffffff', '80000000-0000-4000-8000-000000000000'];
sort($rows);
sort($byTime);
// The creation time's milliseconds: PDO returns timestamptz as text.
$createdMs = (int) round((float) (new DateTimeImmutable($created))->format('U.u') * 1000);

show('client', 'PHP ' . PHP_VERSION . ' PDO pgsql with libpq ' . $db->getAttribute(PDO::ATTR_CLIENT_VERSION));
show('key type', gettype($id));
show('keys of version 7', count(array_filter($ids, fn ($i) => $i[14] === '7')) === count($ids));
show('keys increasing in insertion order', ascending($ids));
show("client order is the database's", ascending($inDb) && ascending($edge));
show("creation time is the key's milliseconds", $createdMs === hexdec(substr(str_replace('-', '', $id), 0, 12)));
show('window rows', count($rows));
show("window rows equal uuid_timestamp()'s", $rows === $byTime);
show('window is an index range scan',
    str_contains($plan, 'Index Cond: ((id >=') && !str_contains($plan, 'Seq Scan'));
show('mask is version 4', $public[14] === '4');
show('mask unmasks', $found === $id);
show('malformed id', $malformed);
show('null time', failure($db, "INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(?), 'x')", [null]));
show('time before 1970', failure($db, 'SELECT uuid_generate_v7_at(?)', ['1969-12-31T00:00:00+00:00']));
show('id >= ? with a time', failure($db, 'SELECT id FROM events WHERE id >= ?', [$times[0]]));
try {
    $db->prepare('SELECT * FROM events WHERE id = ?')->execute(['not-a-uuid']);
} catch (PDOException $e) {
    show('SQLSTATE at', $e->getCode() === $e->errorInfo[0] ? 'getCode(), errorInfo[0]' : 'getCode()');
}
