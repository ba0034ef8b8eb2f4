/// Shrinks a picture to the pixels it will cover before it is encoded: a
/// poster bigger than its cells would only make more bytes for the terminal
/// to throw away. A smaller one is sent as it is; the terminal scales it up.
enum PictureSizing {
    static func pixels(of picture: Picture, fitting size: Size) -> (width: Int, height: Int, pixels: [UInt8]) {
        guard size.width > 0, size.height > 0, picture.width > size.width || picture.height > size.height else {
            return (picture.width, picture.height, picture.pixels)
        }
        let width = min(picture.width, size.width)
        let height = min(picture.height, size.height)
        let resized = SixelResampler.resize(width: picture.width, height: picture.height, pixels: picture.pixels, toWidth: width, height: height)
        return resized.isEmpty ? (picture.width, picture.height, picture.pixels) : (width, height, resized)
    }
}
