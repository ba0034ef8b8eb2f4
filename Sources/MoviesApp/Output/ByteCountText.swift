/// Sizes in the units people read: `812 B`, `12.4 KiB`, `100.0 MiB`.
enum ByteCountText {
    static func describe(_ bytes: Int) -> String {
        let units = ["KiB", "MiB", "GiB"]
        guard bytes >= 1024 else { return "\(bytes) B" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
