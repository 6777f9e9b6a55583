import Mapping

extension Timeline: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        statuses       <- map["statuses"]
        searchMetadata <- map["search_metadata"]
    }
}

extension SearchMetadata: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        completedIn <- map["completed_in"]
        maxId       <- map["max_id"]
        maxIdStr    <- map["max_id_str"]
        nextResults <- map["next_results"]
        query       <- map["query"]
        refreshUrl  <- map["refresh_url"]
        count       <- map["count"]
        sinceId     <- map["since_id"]
        sinceIdStr  <- map["since_id_str"]
    }
}

extension Status: Mappable {
    convenience init?(map: Map) { self.init() }

    func mapping(map: Map) {
        metadata             <- map["metadata"]
        createdAt            <- map["created_at"]
        id                   <- map["id"]
        idStr                <- map["id_str"]
        text                 <- map["text"]
        source               <- map["source"]
        truncated            <- map["truncated"]
        inReplyToStatusId    <- map["in_reply_to_status_id"]
        inReplyToStatusIdStr <- map["in_reply_to_status_id_str"]
        inReplyToUserId      <- map["in_reply_to_user_id"]
        inReplyToUserIdStr   <- map["in_reply_to_user_id_str"]
        inReplyToScreenName  <- map["in_reply_to_screen_name"]
        user                 <- map["user"]
        retweetedStatus      <- map["retweeted_status"]
        retweetCount         <- map["retweet_count"]
        favoriteCount        <- map["favorite_count"]
        entities             <- map["entities"]
        favorited            <- map["favorited"]
        retweeted            <- map["retweeted"]
        possiblySensitive    <- map["possibly_sensitive"]
        lang                 <- map["lang"]
    }
}

extension StatusMetadata: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        resultType      <- map["result_type"]
        isoLanguageCode <- map["iso_language_code"]
    }
}

extension TwitterUser: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id                        <- map["id"]
        idStr                     <- map["id_str"]
        name                      <- map["name"]
        screenName                <- map["screen_name"]
        location                  <- map["location"]
        description               <- map["description"]
        url                       <- map["url"]
        protected                 <- map["protected"]
        followersCount            <- map["followers_count"]
        friendsCount              <- map["friends_count"]
        listedCount               <- map["listed_count"]
        createdAt                 <- map["created_at"]
        favouritesCount           <- map["favourites_count"]
        utcOffset                 <- map["utc_offset"]
        timeZone                  <- map["time_zone"]
        geoEnabled                <- map["geo_enabled"]
        verified                  <- map["verified"]
        statusesCount             <- map["statuses_count"]
        lang                      <- map["lang"]
        profileBackgroundColor    <- map["profile_background_color"]
        profileImageUrlHttps      <- map["profile_image_url_https"]
        profileBannerUrl          <- map["profile_banner_url"]
        profileUseBackgroundImage <- map["profile_use_background_image"]
        defaultProfile            <- map["default_profile"]
        following                 <- map["following"]
    }
}

extension Entities: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        hashtags     <- map["hashtags"]
        symbols      <- map["symbols"]
        urls         <- map["urls"]
        userMentions <- map["user_mentions"]
        media        <- map["media"]
    }
}

extension Hashtag: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        text    <- map["text"]
        indices <- map["indices"]
    }
}

extension URLEntity: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        url         <- map["url"]
        expandedUrl <- map["expanded_url"]
        displayUrl  <- map["display_url"]
        indices     <- map["indices"]
    }
}

extension UserMention: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        screenName <- map["screen_name"]
        name       <- map["name"]
        id         <- map["id"]
        idStr      <- map["id_str"]
        indices    <- map["indices"]
    }
}

extension Media: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id                <- map["id"]
        idStr             <- map["id_str"]
        indices           <- map["indices"]
        mediaUrl          <- map["media_url"]
        mediaUrlHttps     <- map["media_url_https"]
        url               <- map["url"]
        displayUrl        <- map["display_url"]
        expandedUrl       <- map["expanded_url"]
        type              <- map["type"]
        sizes             <- map["sizes"]
        sourceStatusId    <- map["source_status_id"]
        sourceStatusIdStr <- map["source_status_id_str"]
    }
}

extension MediaSize: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        w      <- map["w"]
        h      <- map["h"]
        resize <- map["resize"]
    }
}
