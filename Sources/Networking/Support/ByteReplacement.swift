/// Replacing one byte sequence by another: the shared core of redacting text
/// (`String.replacingEvery`) and scrubbing stored bodies
/// (`CredentialRedactor.scrub(data:)`), which may not be text at all.
enum ByteReplacement {
    /// `bytes` with every occurrence of `target` replaced by `replacement`,
    /// left to right, without overlaps; `nil` when there is none, so that a
    /// caller can keep its original without copying it.
    static func replacingEvery<Bytes: RandomAccessCollection<UInt8>>(
        _ target: [UInt8],
        with replacement: [UInt8],
        in bytes: Bytes
    ) -> [UInt8]? where Bytes.Index == Int {
        guard let first = target.first, target.count <= bytes.count else { return nil }
        var result: [UInt8] = []
        var copied = bytes.startIndex
        var index = bytes.startIndex
        let lastStart = bytes.endIndex - target.count
        while index <= lastStart {
            if bytes[index] == first, bytes[index..<index + target.count].elementsEqual(target) {
                if result.isEmpty { result.reserveCapacity(bytes.count) }
                result.append(contentsOf: bytes[copied..<index])
                result.append(contentsOf: replacement)
                index += target.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied != bytes.startIndex else { return nil }
        result.append(contentsOf: bytes[copied...])
        return result
    }
}
