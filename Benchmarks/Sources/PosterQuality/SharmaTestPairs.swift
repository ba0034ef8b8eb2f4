/// The 34 colour pairs of Table 1 in Sharma, Wu and Dalal (2005) with their
/// CIEDE2000 differences to four decimals; pairs 7–16 catch the usual
/// mistakes with the hue angle where it wraps around 360°.
enum SharmaTestPairs {
    struct Pair: Sendable {
        let first: LabColor
        let second: LabColor
        let difference: Double
    }

    static let pairs: [Pair] = [
        pair(50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425),
        pair(50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615),
        pair(50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412),
        pair(50, -1.3802, -84.2814, 50, 0, -82.7485, 1.0000),
        pair(50, -1.1848, -84.8006, 50, 0, -82.7485, 1.0000),
        pair(50, -0.9009, -85.5211, 50, 0, -82.7485, 1.0000),
        pair(50, 0, 0, 50, -1, 2, 2.3669),
        pair(50, -1, 2, 50, 0, 0, 2.3669),
        pair(50, 2.4900, -0.0010, 50, -2.4900, 0.0009, 7.1792),
        pair(50, 2.4900, -0.0010, 50, -2.4900, 0.0010, 7.1792),
        pair(50, 2.4900, -0.0010, 50, -2.4900, 0.0011, 7.2195),
        pair(50, 2.4900, -0.0010, 50, -2.4900, 0.0012, 7.2195),
        pair(50, -0.0010, 2.4900, 50, 0.0009, -2.4900, 4.8045),
        pair(50, -0.0010, 2.4900, 50, 0.0010, -2.4900, 4.8045),
        pair(50, -0.0010, 2.4900, 50, 0.0011, -2.4900, 4.7461),
        pair(50, 2.5, 0, 50, 0, -2.5, 4.3065),
        pair(50, 2.5, 0, 73, 25, -18, 27.1492),
        pair(50, 2.5, 0, 61, -5, 29, 22.8977),
        pair(50, 2.5, 0, 56, -27, -3, 31.9030),
        pair(50, 2.5, 0, 58, 24, 15, 19.4535),
        pair(50, 2.5, 0, 50, 3.1736, 0.5854, 1.0000),
        pair(50, 2.5, 0, 50, 3.2972, 0, 1.0000),
        pair(50, 2.5, 0, 50, 1.8634, 0.5757, 1.0000),
        pair(50, 2.5, 0, 50, 3.2592, 0.3350, 1.0000),
        pair(60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        pair(63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        pair(61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        pair(35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        pair(22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        pair(36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        pair(90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        pair(90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        pair(6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        pair(2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    /// The largest gap between `CIEDE2000.difference` and the published
    /// value over every pair, both ways round (the formula is symmetric).
    static func largestDeviation() -> Double {
        pairs.map { pair in
            max(
                abs(CIEDE2000.difference(pair.first, pair.second) - pair.difference),
                abs(CIEDE2000.difference(pair.second, pair.first) - pair.difference)
            )
        }.max() ?? 0
    }

    private static func pair(
        _ l1: Double, _ a1: Double, _ b1: Double,
        _ l2: Double, _ a2: Double, _ b2: Double,
        _ difference: Double
    ) -> Pair {
        Pair(first: LabColor(lightness: l1, a: a1, b: b1), second: LabColor(lightness: l2, a: a2, b: b2), difference: difference)
    }
}
