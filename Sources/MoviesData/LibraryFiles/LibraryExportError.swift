/// Why an export could not be written as asked: the library is larger than
/// a zip without zip64 holds (4 GiB, or 65,535 files — far beyond any real
/// library, yet not a reason to crash). Nothing was written.
public struct LibraryExportError: Error, Equatable, Sendable {
    /// Why, in words that follow "because".
    public let reason: String
}
