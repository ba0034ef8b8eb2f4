/// A picture to measure: 8-bit sRGB red, green and blue samples, row by row
/// from the top-left, as movies' image widgets take them.
struct TestPicture: Sendable {
    /// A short name for the table ("photographic", or a file's name).
    let name: String
    let width: Int
    let height: Int
    let pixels: [UInt8]
}
