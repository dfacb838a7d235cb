import TrendingData
import TrendingDomain
import TrendingPresentation

extension CompositionRoot {
    /// `cache`'s pieces: the use case that clears the caches' files (which ones is Data's rule,
    /// `LocalCacheFiles`), its presenter, and the folder they live in.
    static func makeCache(_ context: CommandContext) -> (clear: ClearCacheUseCase, presenter: CachePresenter, path: String) {
        let storage = cacheStorage(context.environment)
        return (ClearCacheUseCase(files: LocalCacheFiles(storage: storage)), CachePresenter(view: view(.list, context)), storage.directoryPath)
    }
}
