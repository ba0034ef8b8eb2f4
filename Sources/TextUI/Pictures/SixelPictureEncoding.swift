/// Pictures as sixels: quantised to a palette, dithered, and painted into the
/// cells, so repainting the cells removes them.
public struct SixelPictureEncoding: PictureEncoding {
    public init() {}

    public var keepsPicturesApart: Bool { false }

    public func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8] {
        SixelEncoder.encode(
            width: picture.width, height: picture.height, pixels: picture.pixels, toWidth: pixelSize.width, height: pixelSize.height
        )
    }

    public func remove(id: UInt32, placement: UInt32) -> [UInt8] { [] }
    public var removeAll: [UInt8] { [] }
}
