// test/t/clients/Pgjdbc.java: uuid9562 from pgjdbc, the example of
// docs/applications.md (between the markers) and then its checks, run by
// test/t/030_clients.pl as a single-file program (java -cp postgresql.jar
// Pgjdbc.java) with libpq's PG* variables naming a database that has the
// extension.  It prints properties only, a "name: value" line each.
import java.sql.*;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.*;

public class Pgjdbc {
    static Connection conn;

    public static void main(String[] args) throws Exception {
        String url = "jdbc:postgresql://" + System.getenv("PGHOST") + ":" + System.getenv("PGPORT") + "/"
            + System.getenv("PGDATABASE") + "?user=" + System.getenv("PGUSER");
        // docs: begin
        conn = DriverManager.getConnection(url);
        conn.createStatement().execute("CREATE TABLE events ("
            + " id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), body text NOT NULL)");

        // The new key, a java.util.UUID, and its creation time, an OffsetDateTime.
        PreparedStatement insert = conn.prepareStatement(
            "INSERT INTO events (body) VALUES (?) RETURNING id, uuid_timestamp(id)");
        insert.setString(1, "hello");
        ResultSet r = insert.executeQuery();
        r.next();
        UUID id = r.getObject(1, UUID.class);
        OffsetDateTime created = r.getObject(2, OffsetDateTime.class);

        // A time window: uuid_v7_within() takes OffsetDateTimes as they are, no cast.
        // (An OffsetDateTime is sent as timestamptz: "id >= ? AND id < ?" works too.
        // setObject() refuses an Instant: 07006.)
        OffsetDateTime since = OffsetDateTime.of(2024, 1, 1, 1, 40, 0, 0, ZoneOffset.UTC);
        PreparedStatement window = conn.prepareStatement(
            "SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(?, ?))");
        window.setObject(1, since);
        window.setObject(2, since.plusHours(1));
        ResultSet rows = window.executeQuery();

        // A public id, and the row it stands for.
        byte[] key = HexFormat.of().parseHex("0123456789abcdeffedcba9876543210");
        PreparedStatement mask = conn.prepareStatement("SELECT uuid_v7_mask(?, ?)");
        mask.setObject(1, id);
        mask.setBytes(2, key);
        ResultSet m = mask.executeQuery();
        m.next();
        UUID pub = m.getObject(1, UUID.class);
        PreparedStatement unmask = conn.prepareStatement("SELECT * FROM events WHERE id = uuid_v7_unmask(?, ?)");
        unmask.setObject(1, pub);
        unmask.setBytes(2, key);
        ResultSet row = unmask.executeQuery();

        // Bad input: getSQLState().  A String is sent as varchar: cast it.
        String malformed = null;
        try {
            PreparedStatement byId = conn.prepareStatement("SELECT * FROM events WHERE id = CAST(? AS uuid)");
            byId.setString(1, "not-a-uuid");
            byId.executeQuery();
        } catch (SQLException e) {
            malformed = e.getSQLState();                 // "22P02"
        }
        // docs: end

        Statement s = conn.createStatement();
        s.execute("INSERT INTO events (id, body)"
            + " SELECT uuid_generate_v7_at('2024-01-01 00:00:00+00'::timestamptz + n * interval '1 minute'), 'bulk'"
            + " FROM generate_series(0, 9999) AS n");
        s.execute("ANALYZE events");
        List<UUID> ids = new ArrayList<>(List.of(id));
        for (int n = 0; n < 2; n++) {
            insert.setString(1, "event " + n);
            ids.addAll(idsOf(insert.executeQuery()));
        }
        OffsetDateTime until = since.plusHours(1);
        List<UUID> found = idsOf(row);
        List<UUID> inWindow = idsOf(window.executeQuery());
        PreparedStatement byTime = conn.prepareStatement(
            "SELECT id FROM events WHERE uuid_timestamp(id) >= ? AND uuid_timestamp(id) < ?");
        byTime.setObject(1, since);
        byTime.setObject(2, until);
        List<UUID> timed = idsOf(byTime.executeQuery());
        PreparedStatement compared = conn.prepareStatement("SELECT id FROM events WHERE id >= ? AND id < ?");
        compared.setObject(1, since);
        compared.setObject(2, until);
        List<UUID> inComparisons = idsOf(compared.executeQuery());
        PreparedStatement explain = conn.prepareStatement(
            "EXPLAIN SELECT id FROM events WHERE uuid_v7_within(id, tstzrange(?, ?))");
        explain.setObject(1, since);
        explain.setObject(2, until);
        StringBuilder plan = new StringBuilder();
        ResultSet p = explain.executeQuery();
        while (p.next())
            plan.append(p.getString(1)).append('\n');
        List<UUID> inDb = idsOf(s.executeQuery("SELECT id FROM events ORDER BY id"));
        List<UUID> edge = List.of(UUID.fromString("7fffffff-ffff-7fff-bfff-ffffffffffff"),
            UUID.fromString("80000000-0000-4000-8000-000000000000"));

        show("client", "pgjdbc " + conn.getMetaData().getDriverVersion());
        show("key type", ids.get(0).getClass().getName());
        show("keys of version 7", ids.stream().allMatch(i -> i.version() == 7));
        show("keys increasing in insertion order", sorted(ids).equals(ids));
        show("client order is the database's for version 7", sorted(inDb).equals(inDb));
        show("client order is the database's", sorted(edge).equals(edge));
        show("creation time is the key's milliseconds",
            created.toInstant().toEpochMilli() == id.getMostSignificantBits() >>> 16);
        show("window rows", inWindow.size());
        show("window rows equal uuid_timestamp()'s", sorted(inWindow).equals(sorted(timed)));
        show("window is an index range scan",
            plan.indexOf("Index Cond: ((id >=") >= 0 && plan.indexOf("Seq Scan") < 0);
        show("mask is version 4", pub.version() == 4);
        show("mask unmasks", found.equals(List.of(id)));
        show("malformed id", malformed);
        PreparedStatement at = conn.prepareStatement(
            "INSERT INTO events (id, body) VALUES (uuid_generate_v7_at(?), 'x')");
        at.setNull(1, Types.TIMESTAMP_WITH_TIMEZONE);
        show("null time", sqlstate(at));
        at = conn.prepareStatement("SELECT uuid_generate_v7_at(?)");
        at.setObject(1, OffsetDateTime.of(1969, 12, 31, 0, 0, 0, 0, ZoneOffset.UTC));
        show("time before 1970", sqlstate(at));
        show("window by comparisons equals uuid_v7_within()'s", sorted(inComparisons).equals(sorted(inWindow)));
        String instant;
        try {
            window.setObject(1, since.toInstant());
            instant = "none";
        } catch (SQLException e) {
            instant = e.getSQLState();
        }
        show("window with an Instant", instant);
        conn.close();
    }

    /** The uuid of each row of r's first column, in order. */
    static List<UUID> idsOf(ResultSet r) throws SQLException {
        List<UUID> list = new ArrayList<>();
        while (r.next())
            list.add(r.getObject(1, UUID.class));
        return list;
    }

    /** A copy of list sorted by UUID.compareTo(). */
    static List<UUID> sorted(List<UUID> list) {
        List<UUID> copy = new ArrayList<>(list);
        Collections.sort(copy);
        return copy;
    }

    /** The SQLSTATE that executing st fails with, or "none". */
    static String sqlstate(PreparedStatement st) {
        try {
            st.execute();
        } catch (SQLException e) {
            return e.getSQLState();
        }
        return "none";
    }

    /** Print "name: value". */
    static void show(String name, Object value) {
        System.out.println(name + ": " + value);
    }
}
