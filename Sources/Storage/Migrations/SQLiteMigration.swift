/// One step of a schema's history. Its position in the migrator's list is
/// its version, so steps are only ever appended, never reordered or edited.
public struct SQLiteMigration: Sendable {
    /// A name for errors and logs, such as `"v1 responses and recent queries"`.
    public let name: String
    private let body: @Sendable (SQLiteConnection) throws -> Void

    /// A step that runs `body` inside the migration's transaction.
    public init(name: String, body: @escaping @Sendable (SQLiteConnection) throws -> Void) {
        self.name = name
        self.body = body
    }

    /// A step that executes `sql`, one or more statements.
    public init(name: String, sql: String) {
        self.init(name: name) { connection in
            try connection.execute(sql)
        }
    }

    func apply(to connection: SQLiteConnection) throws {
        try body(connection)
    }
}
