import Foundation

// The JSONSerialization-plus-casts approach: each property is read with a cast (see
// `FoundationConvertible`) and written back into a `[String: Any]`.

extension Timeline: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("statuses", into: &statuses)
        json.read("search_metadata", into: &searchMetadata)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("statuses", statuses.map(\.foundationObject))
        json.write("search_metadata", searchMetadata.foundationObject)
        return json
    }
}

extension SearchMetadata: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("completed_in", into: &completedIn)
        json.read("max_id", into: &maxId)
        json.read("max_id_str", into: &maxIdStr)
        json.read("next_results", into: &nextResults)
        json.read("query", into: &query)
        json.read("refresh_url", into: &refreshUrl)
        json.read("count", into: &count)
        json.read("since_id", into: &sinceId)
        json.read("since_id_str", into: &sinceIdStr)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("completed_in", completedIn)
        json.write("max_id", maxId)
        json.write("max_id_str", maxIdStr)
        json.write("next_results", nextResults)
        json.write("query", query)
        json.write("refresh_url", refreshUrl)
        json.write("count", count)
        json.write("since_id", sinceId)
        json.write("since_id_str", sinceIdStr)
        return json
    }
}

extension Status: FoundationConvertible {
    convenience init(foundation json: [String: Any]) {
        self.init()
        json.read("metadata", into: &metadata)
        json.read("created_at", into: &createdAt)
        json.read("id", into: &id)
        json.read("id_str", into: &idStr)
        json.read("text", into: &text)
        json.read("source", into: &source)
        json.read("truncated", into: &truncated)
        json.read("in_reply_to_status_id", into: &inReplyToStatusId)
        json.read("in_reply_to_status_id_str", into: &inReplyToStatusIdStr)
        json.read("in_reply_to_user_id", into: &inReplyToUserId)
        json.read("in_reply_to_user_id_str", into: &inReplyToUserIdStr)
        json.read("in_reply_to_screen_name", into: &inReplyToScreenName)
        json.read("user", into: &user)
        json.read("retweeted_status", into: &retweetedStatus)
        json.read("retweet_count", into: &retweetCount)
        json.read("favorite_count", into: &favoriteCount)
        json.read("entities", into: &entities)
        json.read("favorited", into: &favorited)
        json.read("retweeted", into: &retweeted)
        json.read("possibly_sensitive", into: &possiblySensitive)
        json.read("lang", into: &lang)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("metadata", metadata.foundationObject)
        json.write("created_at", createdAt)
        json.write("id", id)
        json.write("id_str", idStr)
        json.write("text", text)
        json.write("source", source)
        json.write("truncated", truncated)
        json.write("in_reply_to_status_id", inReplyToStatusId)
        json.write("in_reply_to_status_id_str", inReplyToStatusIdStr)
        json.write("in_reply_to_user_id", inReplyToUserId)
        json.write("in_reply_to_user_id_str", inReplyToUserIdStr)
        json.write("in_reply_to_screen_name", inReplyToScreenName)
        json.write("user", user.foundationObject)
        json.write("retweeted_status", retweetedStatus?.foundationObject)
        json.write("retweet_count", retweetCount)
        json.write("favorite_count", favoriteCount)
        json.write("entities", entities.foundationObject)
        json.write("favorited", favorited)
        json.write("retweeted", retweeted)
        json.write("possibly_sensitive", possiblySensitive)
        json.write("lang", lang)
        return json
    }
}

extension StatusMetadata: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("result_type", into: &resultType)
        json.read("iso_language_code", into: &isoLanguageCode)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("result_type", resultType)
        json.write("iso_language_code", isoLanguageCode)
        return json
    }
}

extension TwitterUser: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("id", into: &id)
        json.read("id_str", into: &idStr)
        json.read("name", into: &name)
        json.read("screen_name", into: &screenName)
        json.read("location", into: &location)
        json.read("description", into: &description)
        json.read("url", into: &url)
        json.read("protected", into: &protected)
        json.read("followers_count", into: &followersCount)
        json.read("friends_count", into: &friendsCount)
        json.read("listed_count", into: &listedCount)
        json.read("created_at", into: &createdAt)
        json.read("favourites_count", into: &favouritesCount)
        json.read("utc_offset", into: &utcOffset)
        json.read("time_zone", into: &timeZone)
        json.read("geo_enabled", into: &geoEnabled)
        json.read("verified", into: &verified)
        json.read("statuses_count", into: &statusesCount)
        json.read("lang", into: &lang)
        json.read("profile_background_color", into: &profileBackgroundColor)
        json.read("profile_image_url_https", into: &profileImageUrlHttps)
        json.read("profile_banner_url", into: &profileBannerUrl)
        json.read("profile_use_background_image", into: &profileUseBackgroundImage)
        json.read("default_profile", into: &defaultProfile)
        json.read("following", into: &following)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("id", id)
        json.write("id_str", idStr)
        json.write("name", name)
        json.write("screen_name", screenName)
        json.write("location", location)
        json.write("description", description)
        json.write("url", url)
        json.write("protected", protected)
        json.write("followers_count", followersCount)
        json.write("friends_count", friendsCount)
        json.write("listed_count", listedCount)
        json.write("created_at", createdAt)
        json.write("favourites_count", favouritesCount)
        json.write("utc_offset", utcOffset)
        json.write("time_zone", timeZone)
        json.write("geo_enabled", geoEnabled)
        json.write("verified", verified)
        json.write("statuses_count", statusesCount)
        json.write("lang", lang)
        json.write("profile_background_color", profileBackgroundColor)
        json.write("profile_image_url_https", profileImageUrlHttps)
        json.write("profile_banner_url", profileBannerUrl)
        json.write("profile_use_background_image", profileUseBackgroundImage)
        json.write("default_profile", defaultProfile)
        json.write("following", following)
        return json
    }
}

extension Entities: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("hashtags", into: &hashtags)
        json.read("symbols", into: &symbols)
        json.read("urls", into: &urls)
        json.read("user_mentions", into: &userMentions)
        json.read("media", into: &media)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("hashtags", hashtags.map(\.foundationObject))
        json.write("symbols", symbols.map(\.foundationObject))
        json.write("urls", urls.map(\.foundationObject))
        json.write("user_mentions", userMentions.map(\.foundationObject))
        json.write("media", media?.map(\.foundationObject))
        return json
    }
}

extension Hashtag: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("text", into: &text)
        json.read("indices", into: &indices)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("text", text)
        json.write("indices", indices)
        return json
    }
}

extension URLEntity: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("url", into: &url)
        json.read("expanded_url", into: &expandedUrl)
        json.read("display_url", into: &displayUrl)
        json.read("indices", into: &indices)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("url", url)
        json.write("expanded_url", expandedUrl)
        json.write("display_url", displayUrl)
        json.write("indices", indices)
        return json
    }
}

extension UserMention: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("screen_name", into: &screenName)
        json.read("name", into: &name)
        json.read("id", into: &id)
        json.read("id_str", into: &idStr)
        json.read("indices", into: &indices)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("screen_name", screenName)
        json.write("name", name)
        json.write("id", id)
        json.write("id_str", idStr)
        json.write("indices", indices)
        return json
    }
}

extension Media: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("id", into: &id)
        json.read("id_str", into: &idStr)
        json.read("indices", into: &indices)
        json.read("media_url", into: &mediaUrl)
        json.read("media_url_https", into: &mediaUrlHttps)
        json.read("url", into: &url)
        json.read("display_url", into: &displayUrl)
        json.read("expanded_url", into: &expandedUrl)
        json.read("type", into: &type)
        json.read("sizes", into: &sizes)
        json.read("source_status_id", into: &sourceStatusId)
        json.read("source_status_id_str", into: &sourceStatusIdStr)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("id", id)
        json.write("id_str", idStr)
        json.write("indices", indices)
        json.write("media_url", mediaUrl)
        json.write("media_url_https", mediaUrlHttps)
        json.write("url", url)
        json.write("display_url", displayUrl)
        json.write("expanded_url", expandedUrl)
        json.write("type", type)
        json.write("sizes", sizes.mapValues(\.foundationObject))
        json.write("source_status_id", sourceStatusId)
        json.write("source_status_id_str", sourceStatusIdStr)
        return json
    }
}

extension MediaSize: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("w", into: &w)
        json.read("h", into: &h)
        json.read("resize", into: &resize)
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [:]
        json.write("w", w)
        json.write("h", h)
        json.write("resize", resize)
        return json
    }
}
