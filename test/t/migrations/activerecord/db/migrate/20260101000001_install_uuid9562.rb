# Install uuid9562's portable edition (its plain SQL file, schema app).
class InstallUuid9562 < ActiveRecord::Migration[6.1]
  def up
    execute 'CREATE EXTENSION IF NOT EXISTS pgcrypto'
    execute File.read(File.join(__dir__, '../../uuid9562-1.5.sql'))
  end

  def down
    raise ActiveRecord::IrreversibleMigration, 'uuid9562 stays: drop schema app by hand once nothing uses it'
  end
end
