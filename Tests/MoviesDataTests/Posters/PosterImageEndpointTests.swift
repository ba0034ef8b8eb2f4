import Foundation
import Networking
import Testing
@testable import MoviesData

struct PosterImageEndpointTests {
    private let imageHost = ApiDataNetworkConfig(baseURL: URL(string: "https://image.tmdb.org")!, credentialNames: TMDBCredentialNames.all)

    @Test func aPosterAt185Pixels_isRequestedBelowTheImageBaseURLAsW185() throws {
        // when
        let endpoint = try #require(APIEndpoints.posterImage(path: "/x.jpg", width: 185))
        let request = try endpoint.networkRequest(with: imageHost)

        // then
        #expect(request.url.absoluteString == "https://image.tmdb.org/t/p/w185/x.jpg")
        #expect(request.method == .get)
        #expect(request.headers["Accept"] == "image/jpeg")
    }

    @Test(arguments: [
        (1, "w92"), (92, "w92"), (122, "w92"), (123, "w154"), (170, "w185"), (185, "w185"),
        (300, "w342"), (421, "w500"), (640, "w780"), (780, "w780"), (781, "original"), (5000, "original"),
    ])
    func theClosestTMDBSizeIsChosen(width: Int, size: String) {
        #expect(APIEndpoints.posterSize(forWidth: width) == size)
    }

    @Test(arguments: [
        "", "/", "x.jpg", "/../x.jpg", "/a/b.jpg", "//evil.example/x.jpg", "/x.jpg?api_key=1",
        "/x.jpg#top", "/x y.jpg", "/x%2F.jpg", "/\u{1B}[2J.jpg", "/плакат.jpg",
    ])
    func aPathThatIsNotOnePlainFileName_isRefused(path: String) {
        #expect(APIEndpoints.posterImage(path: path, width: 185) == nil)
    }

    @Test func theRawBodyIsTheResponse() throws {
        // given
        let endpoint = try #require(APIEndpoints.posterImage(path: "/x.jpg", width: 185))
        let body = Data([0xFF, 0xD8, 0xFF, 0x00, 0x7B])

        // when
        let decoded: Data = try endpoint.responseDecoder.decode(body)

        // then
        #expect(decoded == body)
    }
}
