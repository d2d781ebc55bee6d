# A table keyed by version 7, made by the database.
class CreateEvents < ActiveRecord::Migration[6.1]
  def change
    create_table :events, id: :uuid, default: -> { 'app.uuid_generate_v7()' } do |t|
      t.text :body
    end
  end
end
