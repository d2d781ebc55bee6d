CREATE TABLE events (id uuid PRIMARY KEY DEFAULT app.uuid_generate_v7(), body text);
