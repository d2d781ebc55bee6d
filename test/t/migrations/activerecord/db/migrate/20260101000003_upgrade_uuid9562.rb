# The next version of uuid9562: its plain SQL file upgrades in place.
class UpgradeUuid9562 < ActiveRecord::Migration[6.1]
  def up
    execute File.read(File.join(__dir__, '../../uuid9562-next.sql'))
  end

  def down; end
end
