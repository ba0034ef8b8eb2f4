/// Pictures with iTerm2's inline images (also WezTerm's): a PNG painted into
/// the cells, so repainting the cells removes it.
public struct ITermPictureEncoding: PictureEncoding {
    public init() {}

    public var keepsPicturesApart: Bool { false }

    public func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8] {
        let sized = PictureSizing.pixels(of: picture, fitting: pixelSize)
        return ITermInlineImage.sequence(width: sized.width, height: sized.height, pixels: sized.pixels, columns: cells.width, rows: cells.height)
    }

    public func remove(id: UInt32, placement: UInt32) -> [UInt8] { [] }
    public var removeAll: [UInt8] { [] }
}
