/// An Atom 1.0 feed (RFC 4287) of the list, for feed readers:
/// the feed's id, title, updated, links, author and generator, then one entry per repo with a
/// stable id, its title, page, dates, author and a plain-text summary. Every value is escaped by
/// `XMLText`; the links are the site's own. No repos, a valid feed with no entries.
enum AtomRenderer {
    struct Feed {
        let id: String
        let title: String
        /// RFC 3339.
        let updated: String
        let link: String
        let generatorVersion: String
    }

    static func render(_ entries: [DigestEntry], feed: Feed) -> String {
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <id>\(XMLText.escape(feed.id))</id>
          <title type="text">\(XMLText.escape(feed.title))</title>
          <updated>\(XMLText.escape(feed.updated))</updated>
          <link rel="alternate" type="text/html" href="\(XMLText.escape(feed.link))"/>
          <author><name>trending</name></author>
          <generator version="\(XMLText.escape(feed.generatorVersion))">trending</generator>

        """
        for entry in entries {
            out += """
              <entry>
                <id>\(XMLText.escape(entry.id))</id>
                <title type="text">\(XMLText.escape(entry.fullName))</title>
                <link rel="alternate" type="text/html" href="\(XMLText.escape(entry.url))"/>
                <published>\(XMLText.escape(entry.createdAt))</published>
                <updated>\(XMLText.escape(entry.firstShown ?? feed.updated))</updated>
                <author><name>\(XMLText.escape(entry.owner))</name></author>
                <summary type="text">\(XMLText.escape(summary(entry)))</summary>
              </entry>

            """
        }
        return out + "</feed>\n"
    }

    /// `★ 12.3k · +1.2k ★ since 6h ago · Swift — Ships fast`: stars, gain, language, description.
    static func summary(_ entry: DigestEntry) -> String {
        guard let description = entry.description, !description.isEmpty else { return entry.stats }
        return entry.stats + " — " + description
    }
}
