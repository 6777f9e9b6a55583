/// Workload 3: twitter.json as models: the search response, its statuses with their users,
/// entities and retweeted statuses.
///
/// The models cover what an app would read (about 25 user fields rather than all 40); every
/// contestant maps the same keys. `Status` is a class because it contains itself
/// (`retweetedStatus`). `Codable` is declared here, where Swift can synthesize it; the other
/// approaches have their own files (`+Casts`, `+Mappable`).
struct Timeline: Codable {
    var statuses: [Status] = []
    var searchMetadata = SearchMetadata()

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }
}

struct SearchMetadata: Codable {
    var completedIn = 0.0
    var maxId = 0
    var maxIdStr = ""
    var nextResults = ""
    var query = ""
    var refreshUrl = ""
    var count = 0
    var sinceId = 0
    var sinceIdStr = ""

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshUrl = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }
}

final class Status: Codable {
    var metadata = StatusMetadata()
    var createdAt = ""
    var id = 0
    var idStr = ""
    var text = ""
    var source = ""
    var truncated = false
    var inReplyToStatusId: Int?
    var inReplyToStatusIdStr: String?
    var inReplyToUserId: Int?
    var inReplyToUserIdStr: String?
    var inReplyToScreenName: String?
    var user = TwitterUser()
    var retweetedStatus: Status?
    var retweetCount = 0
    var favoriteCount = 0
    var entities = Entities()
    var favorited = false
    var retweeted = false
    var possiblySensitive: Bool?
    var lang = ""

    init() {}

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text
        case source
        case truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user
        case retweetedStatus = "retweeted_status"
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities
        case favorited
        case retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }
}

struct StatusMetadata: Codable {
    var resultType = ""
    var isoLanguageCode = ""

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }
}

struct TwitterUser: Codable {
    var id = 0
    var idStr = ""
    var name = ""
    var screenName = ""
    var location = ""
    var description = ""
    var url: String?
    var protected = false
    var followersCount = 0
    var friendsCount = 0
    var listedCount = 0
    var createdAt = ""
    var favouritesCount = 0
    var utcOffset: Int?
    var timeZone: String?
    var geoEnabled = false
    var verified = false
    var statusesCount = 0
    var lang = ""
    var profileBackgroundColor = ""
    var profileImageUrlHttps = ""
    var profileBannerUrl: String?
    var profileUseBackgroundImage = false
    var defaultProfile = false
    var following = false

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location
        case description
        case url
        case protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case profileBackgroundColor = "profile_background_color"
        case profileImageUrlHttps = "profile_image_url_https"
        case profileBannerUrl = "profile_banner_url"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case following
    }
}

struct Entities: Codable {
    var hashtags: [Hashtag] = []
    var symbols: [Hashtag] = []
    var urls: [URLEntity] = []
    var userMentions: [UserMention] = []
    var media: [Media]?

    enum CodingKeys: String, CodingKey {
        case hashtags
        case symbols
        case urls
        case userMentions = "user_mentions"
        case media
    }
}

struct Hashtag: Codable {
    var text = ""
    var indices: [Int] = []
}

struct URLEntity: Codable {
    var url = ""
    var expandedUrl = ""
    var displayUrl = ""
    var indices: [Int] = []

    enum CodingKeys: String, CodingKey {
        case url
        case expandedUrl = "expanded_url"
        case displayUrl = "display_url"
        case indices
    }
}

struct UserMention: Codable {
    var screenName = ""
    var name = ""
    var id = 0
    var idStr = ""
    var indices: [Int] = []

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name
        case id
        case idStr = "id_str"
        case indices
    }
}

struct Media: Codable {
    var id = 0
    var idStr = ""
    var indices: [Int] = []
    var mediaUrl = ""
    var mediaUrlHttps = ""
    var url = ""
    var displayUrl = ""
    var expandedUrl = ""
    var type = ""
    var sizes: [String: MediaSize] = [:]
    var sourceStatusId: Int?
    var sourceStatusIdStr: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaUrl = "media_url"
        case mediaUrlHttps = "media_url_https"
        case url
        case displayUrl = "display_url"
        case expandedUrl = "expanded_url"
        case type
        case sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }
}

struct MediaSize: Codable {
    var w = 0
    var h = 0
    var resize = ""
}
