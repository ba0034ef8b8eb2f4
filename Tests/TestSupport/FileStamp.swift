import Foundation

/// A file's size and modification time, to show that nothing wrote to it.
public struct FileStamp: Equatable, CustomStringConvertible {
    public let size: Int
    public let modified: Date

    /// `nil` when the file does not exist.
    public init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.size = size.intValue
        self.modified = modified
    }

    public var description: String {
        "\(size) bytes, modified \(modified.timeIntervalSince1970)"
    }
}
