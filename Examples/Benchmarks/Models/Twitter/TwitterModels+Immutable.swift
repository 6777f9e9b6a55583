import Mapping

// twitter.json's models as `ImmutableMappable` twins: `let` properties, each read with
// `try map.value` (nested models and arrays of them too, as twins of their own), and written
// back with `>>>`, as apps that keep their models immutable write them. They map the same keys
// as the Mappable models (`TwitterModels+Mappable.swift`) and convert to them (`timeline`,
// `status`, ...) for the benchmark's check against `JSONDecoder`.

struct ImmutableTimeline: ImmutableMappable {
    let statuses: [ImmutableStatus]
    let searchMetadata: ImmutableSearchMetadata

    init(map: Map) throws {
        statuses       = try map.value("statuses")
        searchMetadata = try map.value("search_metadata")
    }

    func mapping(map: Map) {
        statuses       >>> map["statuses"]
        searchMetadata >>> map["search_metadata"]
    }

    /// The same values as a ``Timeline``.
    var timeline: Timeline {
        Timeline(
            statuses: statuses.map(\.status),
            searchMetadata: searchMetadata.searchMetadata
        )
    }
}

struct ImmutableSearchMetadata: ImmutableMappable {
    let completedIn: Double
    let maxId: Int
    let maxIdStr: String
    let nextResults: String
    let query: String
    let refreshUrl: String
    let count: Int
    let sinceId: Int
    let sinceIdStr: String

    init(map: Map) throws {
        completedIn = try map.value("completed_in")
        maxId       = try map.value("max_id")
        maxIdStr    = try map.value("max_id_str")
        nextResults = try map.value("next_results")
        query       = try map.value("query")
        refreshUrl  = try map.value("refresh_url")
        count       = try map.value("count")
        sinceId     = try map.value("since_id")
        sinceIdStr  = try map.value("since_id_str")
    }

    func mapping(map: Map) {
        completedIn >>> map["completed_in"]
        maxId       >>> map["max_id"]
        maxIdStr    >>> map["max_id_str"]
        nextResults >>> map["next_results"]
        query       >>> map["query"]
        refreshUrl  >>> map["refresh_url"]
        count       >>> map["count"]
        sinceId     >>> map["since_id"]
        sinceIdStr  >>> map["since_id_str"]
    }

    /// The same values as a ``SearchMetadata``.
    var searchMetadata: SearchMetadata {
        SearchMetadata(
            completedIn: completedIn,
            maxId: maxId,
            maxIdStr: maxIdStr,
            nextResults: nextResults,
            query: query,
            refreshUrl: refreshUrl,
            count: count,
            sinceId: sinceId,
            sinceIdStr: sinceIdStr
        )
    }
}

final class ImmutableStatus: ImmutableMappable {
    let metadata: ImmutableStatusMetadata
    let createdAt: String
    let id: Int
    let idStr: String
    let text: String
    let source: String
    let truncated: Bool
    let inReplyToStatusId: Int?
    let inReplyToStatusIdStr: String?
    let inReplyToUserId: Int?
    let inReplyToUserIdStr: String?
    let inReplyToScreenName: String?
    let user: ImmutableTwitterUser
    let retweetedStatus: ImmutableStatus?
    let retweetCount: Int
    let favoriteCount: Int
    let entities: ImmutableEntities
    let favorited: Bool
    let retweeted: Bool
    let possiblySensitive: Bool?
    let lang: String

    init(map: Map) throws {
        metadata             = try map.value("metadata")
        createdAt            = try map.value("created_at")
        id                   = try map.value("id")
        idStr                = try map.value("id_str")
        text                 = try map.value("text")
        source               = try map.value("source")
        truncated            = try map.value("truncated")
        inReplyToStatusId    = try map.value("in_reply_to_status_id")
        inReplyToStatusIdStr = try map.value("in_reply_to_status_id_str")
        inReplyToUserId      = try map.value("in_reply_to_user_id")
        inReplyToUserIdStr   = try map.value("in_reply_to_user_id_str")
        inReplyToScreenName  = try map.value("in_reply_to_screen_name")
        user                 = try map.value("user")
        retweetedStatus      = try map.value("retweeted_status")
        retweetCount         = try map.value("retweet_count")
        favoriteCount        = try map.value("favorite_count")
        entities             = try map.value("entities")
        favorited            = try map.value("favorited")
        retweeted            = try map.value("retweeted")
        possiblySensitive    = try map.value("possibly_sensitive")
        lang                 = try map.value("lang")
    }

    func mapping(map: Map) {
        metadata             >>> map["metadata"]
        createdAt            >>> map["created_at"]
        id                   >>> map["id"]
        idStr                >>> map["id_str"]
        text                 >>> map["text"]
        source               >>> map["source"]
        truncated            >>> map["truncated"]
        inReplyToStatusId    >>> map["in_reply_to_status_id"]
        inReplyToStatusIdStr >>> map["in_reply_to_status_id_str"]
        inReplyToUserId      >>> map["in_reply_to_user_id"]
        inReplyToUserIdStr   >>> map["in_reply_to_user_id_str"]
        inReplyToScreenName  >>> map["in_reply_to_screen_name"]
        user                 >>> map["user"]
        retweetedStatus      >>> map["retweeted_status"]
        retweetCount         >>> map["retweet_count"]
        favoriteCount        >>> map["favorite_count"]
        entities             >>> map["entities"]
        favorited            >>> map["favorited"]
        retweeted            >>> map["retweeted"]
        possiblySensitive    >>> map["possibly_sensitive"]
        lang                 >>> map["lang"]
    }

    /// The same values as a ``Status``.
    var status: Status {
        let value = Status()
        value.metadata = metadata.statusMetadata
        value.createdAt = createdAt
        value.id = id
        value.idStr = idStr
        value.text = text
        value.source = source
        value.truncated = truncated
        value.inReplyToStatusId = inReplyToStatusId
        value.inReplyToStatusIdStr = inReplyToStatusIdStr
        value.inReplyToUserId = inReplyToUserId
        value.inReplyToUserIdStr = inReplyToUserIdStr
        value.inReplyToScreenName = inReplyToScreenName
        value.user = user.twitterUser
        value.retweetedStatus = retweetedStatus?.status
        value.retweetCount = retweetCount
        value.favoriteCount = favoriteCount
        value.entities = entities.entities
        value.favorited = favorited
        value.retweeted = retweeted
        value.possiblySensitive = possiblySensitive
        value.lang = lang
        return value
    }
}

struct ImmutableStatusMetadata: ImmutableMappable {
    let resultType: String
    let isoLanguageCode: String

    init(map: Map) throws {
        resultType      = try map.value("result_type")
        isoLanguageCode = try map.value("iso_language_code")
    }

    func mapping(map: Map) {
        resultType      >>> map["result_type"]
        isoLanguageCode >>> map["iso_language_code"]
    }

    /// The same values as a ``StatusMetadata``.
    var statusMetadata: StatusMetadata {
        StatusMetadata(
            resultType: resultType,
            isoLanguageCode: isoLanguageCode
        )
    }
}

struct ImmutableTwitterUser: ImmutableMappable {
    let id: Int
    let idStr: String
    let name: String
    let screenName: String
    let location: String
    let description: String
    let url: String?
    let protected: Bool
    let followersCount: Int
    let friendsCount: Int
    let listedCount: Int
    let createdAt: String
    let favouritesCount: Int
    let utcOffset: Int?
    let timeZone: String?
    let geoEnabled: Bool
    let verified: Bool
    let statusesCount: Int
    let lang: String
    let profileBackgroundColor: String
    let profileImageUrlHttps: String
    let profileBannerUrl: String?
    let profileUseBackgroundImage: Bool
    let defaultProfile: Bool
    let following: Bool

    init(map: Map) throws {
        id                        = try map.value("id")
        idStr                     = try map.value("id_str")
        name                      = try map.value("name")
        screenName                = try map.value("screen_name")
        location                  = try map.value("location")
        description               = try map.value("description")
        url                       = try map.value("url")
        protected                 = try map.value("protected")
        followersCount            = try map.value("followers_count")
        friendsCount              = try map.value("friends_count")
        listedCount               = try map.value("listed_count")
        createdAt                 = try map.value("created_at")
        favouritesCount           = try map.value("favourites_count")
        utcOffset                 = try map.value("utc_offset")
        timeZone                  = try map.value("time_zone")
        geoEnabled                = try map.value("geo_enabled")
        verified                  = try map.value("verified")
        statusesCount             = try map.value("statuses_count")
        lang                      = try map.value("lang")
        profileBackgroundColor    = try map.value("profile_background_color")
        profileImageUrlHttps      = try map.value("profile_image_url_https")
        profileBannerUrl          = try map.value("profile_banner_url")
        profileUseBackgroundImage = try map.value("profile_use_background_image")
        defaultProfile            = try map.value("default_profile")
        following                 = try map.value("following")
    }

    func mapping(map: Map) {
        id                        >>> map["id"]
        idStr                     >>> map["id_str"]
        name                      >>> map["name"]
        screenName                >>> map["screen_name"]
        location                  >>> map["location"]
        description               >>> map["description"]
        url                       >>> map["url"]
        protected                 >>> map["protected"]
        followersCount            >>> map["followers_count"]
        friendsCount              >>> map["friends_count"]
        listedCount               >>> map["listed_count"]
        createdAt                 >>> map["created_at"]
        favouritesCount           >>> map["favourites_count"]
        utcOffset                 >>> map["utc_offset"]
        timeZone                  >>> map["time_zone"]
        geoEnabled                >>> map["geo_enabled"]
        verified                  >>> map["verified"]
        statusesCount             >>> map["statuses_count"]
        lang                      >>> map["lang"]
        profileBackgroundColor    >>> map["profile_background_color"]
        profileImageUrlHttps      >>> map["profile_image_url_https"]
        profileBannerUrl          >>> map["profile_banner_url"]
        profileUseBackgroundImage >>> map["profile_use_background_image"]
        defaultProfile            >>> map["default_profile"]
        following                 >>> map["following"]
    }

    /// The same values as a ``TwitterUser``.
    var twitterUser: TwitterUser {
        TwitterUser(
            id: id,
            idStr: idStr,
            name: name,
            screenName: screenName,
            location: location,
            description: description,
            url: url,
            protected: protected,
            followersCount: followersCount,
            friendsCount: friendsCount,
            listedCount: listedCount,
            createdAt: createdAt,
            favouritesCount: favouritesCount,
            utcOffset: utcOffset,
            timeZone: timeZone,
            geoEnabled: geoEnabled,
            verified: verified,
            statusesCount: statusesCount,
            lang: lang,
            profileBackgroundColor: profileBackgroundColor,
            profileImageUrlHttps: profileImageUrlHttps,
            profileBannerUrl: profileBannerUrl,
            profileUseBackgroundImage: profileUseBackgroundImage,
            defaultProfile: defaultProfile,
            following: following
        )
    }
}

struct ImmutableEntities: ImmutableMappable {
    let hashtags: [ImmutableHashtag]
    let symbols: [ImmutableHashtag]
    let urls: [ImmutableURLEntity]
    let userMentions: [ImmutableUserMention]
    let media: [ImmutableMedia]?

    init(map: Map) throws {
        hashtags     = try map.value("hashtags")
        symbols      = try map.value("symbols")
        urls         = try map.value("urls")
        userMentions = try map.value("user_mentions")
        media        = try map.value("media")
    }

    func mapping(map: Map) {
        hashtags     >>> map["hashtags"]
        symbols      >>> map["symbols"]
        urls         >>> map["urls"]
        userMentions >>> map["user_mentions"]
        media        >>> map["media"]
    }

    /// The same values as a ``Entities``.
    var entities: Entities {
        Entities(
            hashtags: hashtags.map(\.hashtag),
            symbols: symbols.map(\.hashtag),
            urls: urls.map(\.urlEntity),
            userMentions: userMentions.map(\.userMention),
            media: media?.map(\.media)
        )
    }
}

struct ImmutableHashtag: ImmutableMappable {
    let text: String
    let indices: [Int]

    init(map: Map) throws {
        text    = try map.value("text")
        indices = try map.value("indices")
    }

    func mapping(map: Map) {
        text    >>> map["text"]
        indices >>> map["indices"]
    }

    /// The same values as a ``Hashtag``.
    var hashtag: Hashtag {
        Hashtag(
            text: text,
            indices: indices
        )
    }
}

struct ImmutableURLEntity: ImmutableMappable {
    let url: String
    let expandedUrl: String
    let displayUrl: String
    let indices: [Int]

    init(map: Map) throws {
        url         = try map.value("url")
        expandedUrl = try map.value("expanded_url")
        displayUrl  = try map.value("display_url")
        indices     = try map.value("indices")
    }

    func mapping(map: Map) {
        url         >>> map["url"]
        expandedUrl >>> map["expanded_url"]
        displayUrl  >>> map["display_url"]
        indices     >>> map["indices"]
    }

    /// The same values as a ``URLEntity``.
    var urlEntity: URLEntity {
        URLEntity(
            url: url,
            expandedUrl: expandedUrl,
            displayUrl: displayUrl,
            indices: indices
        )
    }
}

struct ImmutableUserMention: ImmutableMappable {
    let screenName: String
    let name: String
    let id: Int
    let idStr: String
    let indices: [Int]

    init(map: Map) throws {
        screenName = try map.value("screen_name")
        name       = try map.value("name")
        id         = try map.value("id")
        idStr      = try map.value("id_str")
        indices    = try map.value("indices")
    }

    func mapping(map: Map) {
        screenName >>> map["screen_name"]
        name       >>> map["name"]
        id         >>> map["id"]
        idStr      >>> map["id_str"]
        indices    >>> map["indices"]
    }

    /// The same values as a ``UserMention``.
    var userMention: UserMention {
        UserMention(
            screenName: screenName,
            name: name,
            id: id,
            idStr: idStr,
            indices: indices
        )
    }
}

struct ImmutableMedia: ImmutableMappable {
    let id: Int
    let idStr: String
    let indices: [Int]
    let mediaUrl: String
    let mediaUrlHttps: String
    let url: String
    let displayUrl: String
    let expandedUrl: String
    let type: String
    let sizes: [String: ImmutableMediaSize]
    let sourceStatusId: Int?
    let sourceStatusIdStr: String?

    init(map: Map) throws {
        id                = try map.value("id")
        idStr             = try map.value("id_str")
        indices           = try map.value("indices")
        mediaUrl          = try map.value("media_url")
        mediaUrlHttps     = try map.value("media_url_https")
        url               = try map.value("url")
        displayUrl        = try map.value("display_url")
        expandedUrl       = try map.value("expanded_url")
        type              = try map.value("type")
        sizes             = try map.value("sizes")
        sourceStatusId    = try map.value("source_status_id")
        sourceStatusIdStr = try map.value("source_status_id_str")
    }

    func mapping(map: Map) {
        id                >>> map["id"]
        idStr             >>> map["id_str"]
        indices           >>> map["indices"]
        mediaUrl          >>> map["media_url"]
        mediaUrlHttps     >>> map["media_url_https"]
        url               >>> map["url"]
        displayUrl        >>> map["display_url"]
        expandedUrl       >>> map["expanded_url"]
        type              >>> map["type"]
        sizes             >>> map["sizes"]
        sourceStatusId    >>> map["source_status_id"]
        sourceStatusIdStr >>> map["source_status_id_str"]
    }

    /// The same values as a ``Media``.
    var media: Media {
        Media(
            id: id,
            idStr: idStr,
            indices: indices,
            mediaUrl: mediaUrl,
            mediaUrlHttps: mediaUrlHttps,
            url: url,
            displayUrl: displayUrl,
            expandedUrl: expandedUrl,
            type: type,
            sizes: sizes.mapValues(\.mediaSize),
            sourceStatusId: sourceStatusId,
            sourceStatusIdStr: sourceStatusIdStr
        )
    }
}

struct ImmutableMediaSize: ImmutableMappable {
    let w: Int
    let h: Int
    let resize: String

    init(map: Map) throws {
        w      = try map.value("w")
        h      = try map.value("h")
        resize = try map.value("resize")
    }

    func mapping(map: Map) {
        w      >>> map["w"]
        h      >>> map["h"]
        resize >>> map["resize"]
    }

    /// The same values as a ``MediaSize``.
    var mediaSize: MediaSize {
        MediaSize(
            w: w,
            h: h,
            resize: resize
        )
    }
}
