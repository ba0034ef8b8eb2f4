extension RGBImage {
    /// The picture resized to `width` × `height` with a box filter: each new
    /// pixel is the average of the source pixels it covers, so shrinking keeps
    /// the overall colours instead of picking stray samples; enlarging repeats
    /// pixels.
    ///
    /// A non-positive dimension counts as zero; an empty source gives a black
    /// picture. The caller chooses the size, so it also answers for how much
    /// memory a large one takes.
    public func scaled(toWidth width: Int, height: Int) -> RGBImage {
        let width = max(0, width)
        let height = max(0, height)
        guard width > 0, height > 0, self.width > 0, self.height > 0 else {
            let black = [UInt8](repeating: 0, count: width * height * Self.bytesPerPixel)
            return RGBImage(unchecked: width, height: height, pixels: black)
        }
        if width == self.width, height == self.height { return self }
        let columns = Self.boxes(from: self.width, to: width)
        let rows = Self.boxes(from: self.height, to: height)
        var result = [UInt8](repeating: 0, count: width * height * Self.bytesPerPixel)
        var target = 0
        for row in rows {
            for column in columns {
                var sums = (red: 0, green: 0, blue: 0)
                for y in row {
                    var offset = (y * self.width + column.lowerBound) * Self.bytesPerPixel
                    for _ in column {
                        sums.red += Int(pixels[offset])
                        sums.green += Int(pixels[offset + 1])
                        sums.blue += Int(pixels[offset + 2])
                        offset += Self.bytesPerPixel
                    }
                }
                let count = row.count * column.count
                result[target] = Self.rounded(sums.red, dividedBy: count)
                result[target + 1] = Self.rounded(sums.green, dividedBy: count)
                result[target + 2] = Self.rounded(sums.blue, dividedBy: count)
                target += Self.bytesPerPixel
            }
        }
        return RGBImage(unchecked: width, height: height, pixels: result)
    }

    /// The source range each of `target` cells covers along one axis of `source`
    /// pixels; never empty, so enlarging repeats a pixel.
    private static func boxes(from source: Int, to target: Int) -> [Range<Int>] {
        (0..<target).map { index in
            let start = min(index * source / target, source - 1)
            let end = max(start + 1, (index + 1) * source / target)
            return start..<end
        }
    }

    private static func rounded(_ sum: Int, dividedBy count: Int) -> UInt8 {
        UInt8(clamping: (sum + count / 2) / count)
    }
}
