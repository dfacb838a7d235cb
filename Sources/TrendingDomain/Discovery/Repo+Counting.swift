extension Repo {
    /// This repo as the page described it, with the star and fork counts a search gave `other`.
    func counting(as other: Repo) -> Repo {
        Repo(
            id: id, owner: owner, name: name, description: description, language: language,
            stars: other.stars, forks: other.forks, urlText: urlText, createdAt: createdAt
        )
    }
}
