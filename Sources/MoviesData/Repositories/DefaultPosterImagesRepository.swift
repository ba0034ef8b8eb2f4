#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ImageDecoding
import MoviesDomain
import Networking

/// Posters from the image server, through the same response cache as the
/// rest of the data, decoded from JPEG.
///
/// It builds its own data-transfer service for the image base URL from a
/// configuration with no credentials in it: the API key and token are for the
/// API server alone and cannot reach the image host, whatever the caller does.
public struct DefaultPosterImagesRepository: PosterImagesRepository {
    private let fetcher: CachedEndpointFetcher
    private let decoder: JPEGDecoder

    /// - Parameters:
    ///   - networkService: what sends the requests.
    ///   - imageBaseURL: such as `https://image.tmdb.org`; posters are below `t/p/`.
    ///   - cache: the response cache shared with the other repositories, if one could be opened.
    ///   - timeouts: time limits for each image request.
    ///   - logger: receives a trace of each request, if given.
    ///   - apiSecrets: the API's credentials: the image host never gets them,
    ///     but a hostile one that echoes them must not get them stored either.
    public init(
        networkService: any NetworkService,
        imageBaseURL: URL,
        cache: (any ResponseCache)?,
        timeouts: NetworkTimeouts = NetworkTimeouts(),
        logger: (any NetworkErrorLogger)? = nil,
        apiSecrets: CredentialRedactor? = nil,
        retryPolicy: RetryPolicy = .tmdb,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        // No credentials to send, but their names: a URL or message naming one is still redacted.
        let config = ApiDataNetworkConfig(
            baseURL: imageBaseURL,
            credentialNames: TMDBCredentialNames.all,
            timeouts: timeouts
        )
        let service = DefaultDataTransferService.tmdb(
            networkService: networkService,
            config: config,
            logger: logger,
            retryPolicy: retryPolicy
        )
        self.fetcher = CachedEndpointFetcher(dataTransferService: service, cache: cache, now: now, otherSecrets: apiSecrets)
        self.decoder = JPEGDecoder()
    }

    /// The first copy that decodes: the cached one when there is one (a poster
    /// path never names new artwork), otherwise the server's. Wider pictures
    /// are shrunk to `preferredWidth`. Decoding runs off the caller's actor,
    /// so a screen on the main actor never waits for it.
    @concurrent
    public func fetchPoster(path: String, preferredWidth: Int, policy: FetchPolicy) async throws -> PosterImage {
        guard let endpoint = APIEndpoints.posterImage(path: path, width: preferredWidth) else {
            throw MoviesRepositoryError.invalidResponse(detail: "the poster path is not a plain file name")
        }
        var lastFailure: MoviesRepositoryError?
        do {
            // Returning from the loop ends the stream, which cancels any revalidation still under way.
            for try await fetched in fetcher.fetch(endpoint, policy: policy) {
                switch poster(from: fetched.value, preferredWidth: preferredWidth) {
                case .success(let poster): return poster
                case .failure(let failure): lastFailure = failure
                }
            }
        } catch {
            throw MoviesRepositoryError(error)
        }
        throw lastFailure ?? MoviesRepositoryError.invalidResponse(detail: "no poster arrived")
    }

    private func poster(from data: Data, preferredWidth: Int) -> Result<PosterImage, MoviesRepositoryError> {
        var image: RGBImage
        do {
            image = try decoder.decode(data)
        } catch {
            return .failure(.invalidResponse(detail: "the poster could not be read: \(error.description)"))
        }
        if preferredWidth > 0, image.width > preferredWidth {
            let height = max(1, (image.height * preferredWidth + image.width / 2) / image.width)
            image = image.scaled(toWidth: preferredWidth, height: height)
        }
        guard let poster = PosterImage(width: image.width, height: image.height, pixels: image.pixels) else {
            return .failure(.invalidResponse(detail: "the poster has no pixels"))
        }
        return .success(poster)
    }
}
