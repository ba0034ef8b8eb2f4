import MoviesDomain

/// How much one import reads at most. A Letterboxd export of a very heavy
/// user is a few MiB and some tens of thousands of rows; each bound is far
/// beyond that, and together they keep an import's memory bounded whatever
/// the file holds (a zip that inflates to gigabytes, millions of empty rows,
/// a line of millions of commas): past one, the import stops with one
/// sentence and nothing is imported.
public struct LibraryFileBounds: Equatable, Sendable {
    /// The largest file read: a CSV, a JSON export or a zip.
    public var fileBytes: Int
    /// The most CSV text one import reads: one file, or a zip's files inflated.
    public var textBytes: Int
    /// The most CSV rows one import reads, every file of a zip together.
    public var rows: Int
    /// The most fields in one row.
    public var fieldsPerRow: Int
    /// The longest field.
    public var fieldBytes: Int

    public init(
        fileBytes: Int = 64 << 20,
        textBytes: Int = 64 << 20,
        rows: Int = 2_000_000,
        fieldsPerRow: Int = 256,
        fieldBytes: Int = 1 << 20
    ) {
        self.fileBytes = fileBytes
        self.textBytes = textBytes
        self.rows = rows
        self.fieldsPerRow = fieldsPerRow
        self.fieldBytes = fieldBytes
    }

    /// `1 MiB`, `64 bytes`: a bound as a sentence names it.
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}

/// What one import has read so far, checked against its bounds as it reads.
struct LibraryReadBudget {
    let bounds: LibraryFileBounds
    /// The file imported, named in the sentences.
    let path: String
    private(set) var textBytes = 0
    private(set) var rows = 0

    init(bounds: LibraryFileBounds, path: String) {
        self.bounds = bounds
        self.path = path
    }

    /// Counts `count` more bytes of text.
    /// - Throws: `LibraryFileError.tooMuchText` past `bounds.textBytes`.
    mutating func spendText(_ count: Int) throws(LibraryFileError) {
        textBytes += count
        guard textBytes <= bounds.textBytes else { throw .tooMuchText(path: path, limitBytes: bounds.textBytes) }
    }

    /// Counts one more row.
    /// - Throws: `LibraryFileError.tooManyRows` past `bounds.rows`.
    mutating func spendRow() throws(LibraryFileError) {
        rows += 1
        guard rows <= bounds.rows else { throw .tooManyRows(path: path, limit: bounds.rows) }
    }
}
