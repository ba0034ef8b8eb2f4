/// The encoding of one picture for its place, to run away from the drawing
/// (a sixel takes tens of milliseconds): `FrameRenderer.takePictureJobs()`
/// hands them out, `storePicture(_:bytes:)` takes the result back.
public struct PictureEncodingJob: Sendable {
    let key: PictureLayer.EncodedKey
    let generation: Int
    let encoding: any PictureEncoding
    let id: UInt32
    let placement: UInt32
    let pixelSize: Size

    /// The bytes that show the picture; any thread.
    public func run() -> [UInt8] {
        encoding.show(key.picture, id: id, placement: placement, cells: key.area.size, pixelSize: pixelSize)
    }
}
