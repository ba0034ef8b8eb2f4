import Foundation

/// A file's size and modification time, to show that nothing wrote to it.
struct FileStamp: Equatable, CustomStringConvertible {
    let size: Int
    let modified: Date

    /// `nil` when the file does not exist.
    init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        self.size = size.intValue
        self.modified = modified
    }

    var description: String {
        "\(size) bytes, modified \(modified.timeIntervalSince1970)"
    }
}
