extension Timeline: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(statuses) { $0.add($1) }
        fingerprint.add(searchMetadata)
    }
}

extension SearchMetadata: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(completedIn)
        for number in [maxId, count, sinceId] { fingerprint.add(number) }
        for text in [maxIdStr, nextResults, query, refreshUrl, sinceIdStr] { fingerprint.add(text) }
    }
}

extension Status: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(metadata.resultType)
        fingerprint.add(metadata.isoLanguageCode)
        for text in [createdAt, idStr, text, source, lang] { fingerprint.add(text) }
        for number in [id, retweetCount, favoriteCount] { fingerprint.add(number) }
        for flag in [truncated, favorited, retweeted] { fingerprint.add(flag) }
        for number in [inReplyToStatusId, inReplyToUserId] { fingerprint.add(number) { $0.add($1) } }
        for text in [inReplyToStatusIdStr, inReplyToUserIdStr, inReplyToScreenName] {
            fingerprint.add(text) { $0.add($1) }
        }
        fingerprint.add(possiblySensitive) { $0.add($1) }
        fingerprint.add(user)
        fingerprint.add(entities)
        fingerprint.add(retweetedStatus) { $0.add($1) }
    }
}

extension TwitterUser: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        for text in [idStr, name, screenName, location, description, createdAt, lang, profileBackgroundColor, profileImageUrlHttps] {
            fingerprint.add(text)
        }
        for number in [id, followersCount, friendsCount, listedCount, favouritesCount, statusesCount] {
            fingerprint.add(number)
        }
        for flag in [protected, geoEnabled, verified, profileUseBackgroundImage, defaultProfile, following] {
            fingerprint.add(flag)
        }
        for text in [url, timeZone, profileBannerUrl] { fingerprint.add(text) { $0.add($1) } }
        fingerprint.add(utcOffset) { $0.add($1) }
    }
}

extension Entities: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(hashtags) { $0.add($1) }
        fingerprint.add(symbols) { $0.add($1) }
        fingerprint.add(urls) { $0.add($1) }
        fingerprint.add(userMentions) { $0.add($1) }
        fingerprint.add(media) { fingerprint, media in fingerprint.add(media) { $0.add($1) } }
    }
}

extension Hashtag: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(text)
        fingerprint.add(indices) { $0.add($1) }
    }
}

extension URLEntity: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        for text in [url, expandedUrl, displayUrl] { fingerprint.add(text) }
        fingerprint.add(indices) { $0.add($1) }
    }
}

extension UserMention: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        for text in [screenName, name, idStr] { fingerprint.add(text) }
        fingerprint.add(id)
        fingerprint.add(indices) { $0.add($1) }
    }
}

extension Media: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        for text in [idStr, mediaUrl, mediaUrlHttps, url, displayUrl, expandedUrl, type] { fingerprint.add(text) }
        fingerprint.add(id)
        fingerprint.add(indices) { $0.add($1) }
        fingerprint.add(sizes) { $0.add($1) }
        fingerprint.add(sourceStatusId) { $0.add($1) }
        fingerprint.add(sourceStatusIdStr) { $0.add($1) }
    }
}

extension MediaSize: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(w)
        fingerprint.add(h)
        fingerprint.add(resize)
    }
}
