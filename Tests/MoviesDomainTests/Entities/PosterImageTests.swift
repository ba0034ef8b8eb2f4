import MoviesDomain
import Testing

struct PosterImageTests {
    @Test func pixelsMustMatchTheSize() {
        #expect(PosterImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6]) != nil)
        #expect(PosterImage(width: 2, height: 1, pixels: [1, 2, 3]) == nil)
        #expect(PosterImage(width: 0, height: 0, pixels: []) == nil)
        #expect(PosterImage(width: Int.max, height: 3, pixels: []) == nil)
    }
}
