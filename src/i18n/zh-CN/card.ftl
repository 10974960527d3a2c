# card（src/xor_trie）：异或Trie卡牌游戏的裁判（终端）与裁判的网页。$seat、$turn、$caster 是
# 座位号；$skill 是技能牌，写作名称加符号（左移（<<），见 card-skill-card）；$seq、$before、$after 是十位二进制的序列。
# 用词以规则说明书为准，见 docs/glossary.md。

## 引擎的拒绝理由

card-blocked-no-one = 全是0
card-blocked-already-one = 第{ $layer }层已经是1
card-blocked-not-next = 第{ $layer }层的上下两层都不是1
card-blocked-not-one = 第{ $layer }层不是1
card-skill-needs-layer = 打出{ $skill }须指定层数
card-skill-takes-no-layer = 打出{ $skill }不用指定层数
card-skill-no-such-layer = 没有第{ $layer }层，层数只能是1到{ $layers }
card-skill-cannot-act = 序列{ $seq }用不了{ $skill }：{ $why }
card-place-deck = 这张牌还在基本牌堆中
card-place-dealt = 这是座位{ $seat }的初始数值牌
card-place-held = 这张牌在座位{ $seat }手中
card-place-aside = 这是放亡标记用的牌，已移出游戏
card-place-discarded = 这张牌已经打出或弃置
card-place-not-a-card = 数字牌只有1到{ $max }
card-err-no-such-seat = 本场只有{ $players }名玩家，没有座位{ $seat }
card-err-round-over = 第{ $round }次博弈已经结束
card-err-give-to-self = 座位{ $seat }不能把权转让给自己
card-err-no-token-to-give = 座位{ $seat }没有权可以转让
card-err-eliminated = 座位{ $seat }已被淘汰
card-err-skill-waits = 座位{ $seat }打出的{ $skill }正在等待抵消
card-err-counter-own = 座位{ $seat }不能抵消自己打出的技能牌
card-err-no-counter-card = 座位{ $seat }手中没有C，无法抵消
card-err-nothing-to-counter = 没有需要抵消的技能牌
card-err-not-your-turn = 现在是座位{ $turn }坐庄，不是座位{ $seat }
card-err-must-discard-first = 座位{ $seat }有三张技能牌，须先弃掉一张
card-err-must-take-first = 座位{ $seat }须先说出摸到哪张技能牌：`{ $seat } take K`
card-err-card-not-held = 座位{ $seat }手中没有{ $card }号牌
card-err-draw-after-play = 打出基本牌之后不能再摸牌
card-err-already-drew = 座位{ $seat }本回合已经摸过牌
card-err-deck-empty = 基本牌堆已经摸完
card-err-named-in-seeded = 本次博弈由种子发牌，不用说出牌名
card-err-not-unseen = { $card }号牌不在座位{ $seat }手中，也不可能是未公开的手牌：{ $place }
card-err-draw-count = 这次摸{ $count }张，却说出了{ $named }张
card-err-not-a-card = { $card }不是数字牌，数字牌只有1到{ $max }
card-err-not-in-deck = { $card }号牌不在基本牌堆中：{ $place }
card-err-already-played = 座位{ $seat }本回合已经打出过基本牌
card-err-must-draw = 座位{ $seat }手中没有基本牌，须先摸牌
card-err-acquire-before-play = 先打出基本牌，才能获取技能牌
card-err-already-acquired = 座位{ $seat }本回合已经试过获取技能牌
card-err-acquire-after-skill = 打出技能牌之后不能再获取技能牌
card-err-score-too-low = 判定须有至少{ $cost }分，座位{ $seat }只有{ $score }分
card-err-no-judgment-card = 基本牌堆已空，翻不出判定牌
card-err-no-skill-card-left = 已经没有技能牌可以获取
card-err-name-the-judgment = 请说出翻开的判定牌：`{ $seat } test { $card } J`
card-err-no-token-to-redeem = 座位{ $seat }没有权可以打出
card-err-nothing-to-take = 座位{ $seat }没有可拿的技能牌
card-err-skill-not-in-deck = 技能牌堆中已经没有{ $skill }
card-err-skill-not-in-discards = 技能牌的弃牌堆中没有{ $skill }（弃牌堆将洗成新的技能牌堆）
card-err-nothing-to-discard = 座位{ $seat }持有三张技能牌时才须弃掉一张
card-err-skill-not-held = 座位{ $seat }手中没有{ $skill }
card-err-skill-before-play = 先打出基本牌，才能打出技能牌
card-err-already-cast = 座位{ $seat }本回合已经打出过技能牌
card-err-end-before-play = 座位{ $seat }须先打出一张基本牌，才能结束回合
card-err-must-name-kept = 座位{ $seat }有{ $held }张基本牌，须说出保留哪几张（至多两张）
card-err-keep-too-many = 至多只能保留两张基本牌
card-err-named-twice = { $card }号牌说了两次
card-err-name-the-discards = 座位{ $seat }只保留说出的牌，请再说出弃置的{ $unseen }张未公开的牌（`discard W…`）

## 开局设置的拒绝理由（$by：设置行的词：deal、marker、deck、hand）

card-setup-player-count = 本游戏需要{ $min }到{ $max }名玩家，不能是{ $n }名
card-setup-deal-count = `deal`要为{ $players }名玩家各列一张牌，却列了{ $given }张
card-setup-deal-not-low = `deal`中的{ $card }不在1到{ $max }之间
card-setup-marker-count = { $players }名玩家应抽出{ $set }张亡标记牌，`markers`却列了{ $given }张
card-setup-not-a-card = `{ $by }`中的{ $card }不是数字牌，数字牌只有1到{ $max }
card-setup-placed-twice = `{ $by }`中的{ $card }号牌已经用过
card-setup-too-few-low = `deck`和`markers`用掉的牌太多，1到{ $max }的牌不够发初始数值牌
card-setup-too-few-cards = 指定的牌堆剩下的牌不够开局
card-setup-hands-count = `hands`要为{ $players }名玩家每人列{ $each }张牌，却列了{ $given }张
card-setup-physical-needs = 使用实体牌的博弈需要`{ $line }`
card-setup-seeded-only = `{ $line }`只用于种子洗牌，指定牌堆的顺序。使用实体牌时，每张牌拿到时再说出
card-setup-physical-only = `hands`只用于实体牌，说出每人的起始手牌
card-setup-too-many-skills = 技能牌堆中只有{ $copies }张{ $skill }，`skills`却列了{ $given }张
card-setup-no-such-starter = 没有座位{ $seat }，不能作起始玩家
card-setup-not-the-starter = 起始玩家是座位{ $starter }，不是座位{ $seat }
card-setup-not-a-starter = 起始玩家只能是座位{ $seats }之一，不能是座位{ $seat }

## 一行的格式（$command：命令词；$word：输入的内容，带引号；$what：应当是什么）

card-what-seed = 种子（0到2^64 − 1的整数）
card-what-seat = 座位号
card-what-players = 玩家人数
card-what-card = 牌号
card-what-layer = 层数
card-what-lines = 行数
card-cmd-too-large = { $word }太大，不能作{ $what }
card-cmd-unreadable = { $word }不是有效的{ $what }
card-cmd-takes-none = `{ $command }`不带参数，这里却有{ $got }个
card-cmd-takes-one = `{ $command }`带1个参数，这里却有{ $got }个
card-cmd-takes-n = `{ $command }`带{ $n }个参数，这里却有{ $got }个
card-cmd-takes-range = `{ $command }`带{ $lo }或{ $hi }个参数，这里却有{ $got }个
card-cmd-lists-no-card = `{ $command }`后面没有列出牌
card-cmd-not-a-rule = 没有{ $word }这条房规，可选的有{ $rules }
card-cmd-bot-arguments = `bot`后面是座位号，可再跟机器人的种类（random、greedy或strong），这里却有{ $got }个参数
card-cmd-not-a-bot = 没有{ $word }这种机器人，可选random、greedy或strong
# xor_trie_referee --selfplay G --bots K1,K2,…（protocol/league.rs）：机器人对战的报告
card-league-head = 机器人对战`{ $lineup }`，每次博弈后座位轮换一位。共{ $rounds }次博弈，每次{ $players }名玩家，种子{ $seed }
card-league-budget = 强力机器人每次决策搜索{ $iterations }次（预算{ $ms }毫秒；这里不限时，同一种子在任何机器上结果都相同）
card-league-time = 用时{ $secs }秒，平均每次博弈{ $per }秒
card-league-kind = { $kind }机器人坐{ $players }个座位中的{ $seats }个，{ $rounds }次博弈中获金奖{ $wins }次，占{ $share }%（95%威尔逊置信区间为{ $lo }%～{ $hi }%），按座位数应得{ $fair }%

card-cmd-live-only = `{ $command }`只能在现场模式中使用（`xor_trie_referee --live`）
card-cmd-unknown = 没有{ $word }这个命令
card-cmd-not-a-skill = { $word }不是技能牌（<< >> ~ I C）
card-cmd-end-expects = `end`后面应是`keep`或`discard`，这里却是{ $word }
card-cmd-discard-names-none = `discard`后面没有说出牌
card-cmd-no-action = 座位{ $seat }后面没有动作
card-cmd-not-a-target = { $word }既不是self也不是public
card-cmd-unknown-action = 没有{ $word }这个动作

## 不合时宜的一行

card-line-given-twice = 第{ $round }次博弈的`{ $command }`给了两次
card-line-physical-no-seed = 第{ $round }次博弈使用实体牌，不用种子
card-line-seeded-no-physical = 第{ $round }次博弈由种子发牌，不能再用`physical`
card-line-after-begin = 第{ $round }次博弈已经开始，不能再给`{ $command }`
card-line-round-ended = 第{ $round }次博弈已经结束，用`round`开始下一次
card-line-players-first = 第一行须是`players N`
card-line-players-twice = `players`给了两次
card-line-round-in-setup = 第{ $round }次博弈还在设置中，先给完设置行，再`begin`
card-line-round-not-ended = 第{ $round }次博弈还没有结束
card-line-bot-no-physical = 座位{ $seat }由机器人操作，机器人只能用种子洗出的牌
card-line-rules-late = 房规须在第1次博弈开始前选定。本场比赛的房规：{ $rules }
card-line-rule-twice = `rule { $rule }`给了两次
card-line-bot-late = 第{ $round }次博弈已经开始，机器人须在博弈开始前入座
card-line-physical-no-bot = 第{ $round }次博弈使用实体牌，而机器人只能用种子洗出的牌
card-line-bot-twice = 座位{ $seat }已经交给{ $kind }机器人
card-line-no-round-set-up = 还没有设置任何一次博弈，先给`seed S`或`physical`
card-line-round-begun = 第{ $round }次博弈已经开始
card-line-needs-source = 第{ $round }次博弈在第一个动作之前须给`seed S`或`physical`
card-line-no-window = 没有等待抵消的技能牌
card-line-input-empty = 输入是空的，第一行须是`players N`
card-line-input-no-round = 输入中没有任何一次博弈
card-line-input-ends-early = 第{ $round }次博弈还没结束，输入就结束了
card-tie-question = 座位{ $seats }的初始数值牌最高的1一样低，并列起始玩家，请大家选出一位：`start S`

## 用文字讲述的博弈（src/xor_trie/words.rs）：大家看到的内容，不含秘密

card-words-public-seq = 公共序列
# 说的总是行动的座位自己的序列，句中已有座位号，不再重复。
card-words-own-seq = { $seat ->
   *[other] 自己的序列
}
card-words-no-card = 无
card-words-cards-named = { $cards }号牌
card-cause-public-top = 公共序列到达第10层
card-cause-player-top = 座位{ $seat }的序列到达第10层
card-cause-last-standing = 场上只剩不到两名玩家
card-cause-deck-empty = 基本牌堆摸完了
card-ev-undone = 裁判撤回了一行：{ $line }
card-skill-name-shl = 左移（<<）
card-skill-name-shr = 右移（>>）
card-skill-name-not = 取反（~）
card-skill-name-ins = 插入（I）
card-skill-name-clr = 清除（C）
card-skill-card = { $skill ->
    [shl] 左移（<<）
    [shr] 右移（>>）
    [not] 取反（~）
    [ins] 插入（I）
   *[clr] 清除（C）
}
card-undone-players = 撤回了玩家人数（{ $n }名）
card-undone-round = 撤回了下一次博弈的开始
card-undone-seed = 撤回了裁判为本次博弈洗的牌
card-undone-physical = 撤回了改用实体牌
card-undone-deal = 撤回了发出的初始数值牌（{ $cards }）
card-undone-markers = 撤回了移出的{ $n }张亡标记牌
card-undone-deck = 撤回了说出的基本牌堆顶{ $n }张牌
card-undone-skills = 撤回了说出的技能牌堆顶{ $n }张牌
card-undone-hands = 撤回了说出的起始手牌
card-undone-start = 撤回了座位{ $seat }作起始玩家
card-undone-rule = 撤回了一条房规：{ $rule }
card-undone-bot = 撤回了座位{ $seat }的{ $kind }机器人
card-undone-begin = 撤回了本次博弈的开局
card-undone-pass = 撤回了“无人抵消”
card-undone-draw = 撤回了座位{ $seat }的摸牌
card-undone-draw-named = 撤回了座位{ $seat }摸的{ $n }张牌
card-undone-play = 撤回了座位{ $seat }的出牌（{ $card }号牌异或{ $target }）
card-undone-test = 撤回了座位{ $seat }用{ $card }号牌的判定
card-undone-test-judged = 撤回了座位{ $seat }用{ $card }号牌的判定（判定牌{ $judgment }）
card-undone-take = 撤回了座位{ $seat }拿到的技能牌{ $skill }
card-undone-redeem = 撤回了座位{ $seat }打出权换取技能牌
card-undone-discard = 撤回了座位{ $seat }弃掉的技能牌{ $skill }
card-undone-cast = 撤回了座位{ $seat }对{ $target }打出的{ $skill }
card-undone-cast-layer = 撤回了座位{ $seat }对{ $target }第{ $layer }层打出的{ $skill }
card-undone-counter = 撤回了座位{ $seat }的抵消
card-undone-end = 撤回了座位{ $seat }的回合结束
card-undone-give = 撤回了座位{ $seat }转让给座位{ $to }的权
card-ev-round-seed = 第{ $round }次博弈开始，{ $players }名玩家，由裁判洗牌
card-ev-round-seed-named = 第{ $round }次博弈开始，{ $players }名玩家，由裁判以种子{ $seed }洗牌
card-ev-round-physical = 第{ $round }次博弈开始，{ $players }名玩家，使用实体牌
card-ev-round-ends = 第{ $round }次博弈结束：{ $why }
card-ev-deal = 座位{ $seat }的初始数值牌是{ $card }，序列为{ $seq }
card-ev-marker = 第{ $layer }层放上一个亡标记（节点{ $node }）
card-ev-marker-named = { $card }号牌在第{ $layer }层放上一个亡标记（节点{ $node }）
card-ev-start = 座位{ $seat }是起始玩家
card-ev-draw = 座位{ $seat }摸了{ $n }张牌
card-ev-draw-named = 座位{ $seat }摸了{ $cards }
card-ev-turn = 第{ $turn }回合，座位{ $seat }坐庄
card-ev-play = 座位{ $seat }打出{ $card }，异或{ $target }：{ $before } → { $after }
card-ev-test = 座位{ $seat }用{ $card }判定，判定牌是{ $judgment }，异或和有{ $ones }个1，{ $verdict ->
    [pass] 多于{ $limit }个，判定成功
   *[fail] 不多于{ $limit }个，判定失败
}
card-ev-acquire-test = 座位{ $seat }扣50分，获得技能牌{ $skill }
card-ev-acquire-token = 座位{ $seat }打出一枚权，获得技能牌{ $skill }（还剩{ $tokens }枚权）
card-ev-refill = 技能牌的弃牌堆洗成新的技能牌堆，共{ $n }张
card-ev-discard-skill = 座位{ $seat }弃掉技能牌{ $skill }
card-ev-cast = 座位{ $seat }对{ $target }打出{ $skill }，等待抵消
card-ev-cast-layer = 座位{ $seat }对{ $target }第{ $layer }层打出{ $skill }，等待抵消
card-ev-counter = 座位{ $seat }用C抵消，座位{ $caster }的{ $skill }作废
card-ev-skill = 座位{ $seat }的{ $skill }作用于{ $target }：{ $before } → { $after }
card-ev-skill-layer = 座位{ $seat }的{ $skill }作用于{ $target }第{ $layer }层：{ $before } → { $after }
card-ev-prize = 座位{ $seat }领到第{ $layer }层的第{ $rank }份奖分，得{ $points }分
card-ev-cap = 座位{ $seat }的分数封顶于{ $top }，作废{ $lost }分
card-ev-death = 亡：座位{ $seat }这一步使序列落在第{ $a }层和第{ $b }层的两个亡标记上
card-ev-eliminated = 座位{ $seat }{ $how ->
    [duel] 在对决中被淘汰
   *[death] 因亡被淘汰
}，保留{ $score }分和{ $tokens }枚权
card-ev-top = 座位{ $seat }的序列到达第10层，获得{ $points }分
card-ev-top-public = 公共序列到达第10层
card-ev-duel-public-pending = 公共对决：座位{ $a }使公共序列最高的1与座位{ $b }同在第{ $layer }层，座位{ $b }下一回合结束时判定
card-ev-duel-pending = 对决：座位{ $a }与座位{ $b }最高的1同在第{ $layer }层，座位{ $b }下一回合结束时判定
card-duel-public-of = 座位{ $a }对座位{ $b }的公共对决
card-duel-of = 座位{ $a }与座位{ $b }的对决
card-duel-draw = { $duel }打成平局
card-duel-held = { $duel }不变，座位{ $b }留在场上
card-duel-dissolved = { $duel }解除
card-duel-winner-seat = 座位{ $seat }
card-duel-won = { $duel }由{ $winner }获胜，座位{ $loser }被淘汰
card-duel-won-collected = { $duel }由{ $winner }获胜，座位{ $loser }被淘汰；座位{ $seat }得到{ $points }分和一枚权（现有{ $tokens }枚）
card-ev-end = 座位{ $seat }结束回合，{ $kept ->
    [0] { $discarded ->
        [0] 没有保留或弃置手牌
       *[other] 弃置{ $discarded }张牌，没有保留手牌
    }
   *[other] 保留{ $kept }张牌，{ $discarded ->
        [0] 没有弃置手牌
       *[other] 弃置{ $discarded }张
    }
}
card-ev-end-named = 座位{ $seat }结束回合，{ $nkept ->
    [0] { $unseen ->
        [0] { $ndiscarded ->
            [0] 没有保留或弃置手牌
           *[other] 弃置{ $discarded }，没有保留手牌
        }
       *[other] 保留{ $unseen }张未公开的牌，{ $ndiscarded ->
            [0] 没有弃置手牌
           *[other] 弃置{ $discarded }
        }
    }
   *[other] 保留{ $kept }{ $unseen ->
        [0] {""}
       *[other] 和{ $unseen }张未公开的牌
    }，{ $ndiscarded ->
        [0] 没有弃置手牌
       *[other] 弃置{ $discarded }
    }
}
card-ev-give = 座位{ $seat }把一枚权转让给座位{ $to }（现在分别有{ $x }枚和{ $y }枚）
card-selfplay-head = 机器人自弈{ $rounds }次博弈：{ $players }名玩家，种子{ $seed }，{ $bot }机器人
card-selfplay-rate = 每秒{ $rate }次博弈（用时{ $secs }秒）
card-selfplay-turns = 每次博弈的回合数：平均{ $mean }，最少{ $min }，最多{ $max }
card-selfplay-actions = 每次博弈的动作数：平均{ $mean }
card-selfplay-cause = 因{ $cause ->
    [public-top] 公共序列到达第10层
    [player-top] 有玩家的序列到达第10层
    [last-standing] 场上只剩不到两名玩家
   *[deck-empty] 基本牌堆摸完
}而结束：{ $count }次
card-selfplay-wins = 金奖次数：{ $wins }
card-selfplay-win = 座位{ $seat }得{ $wins }次
card-selfplay-wins-more = { $list }、{ $item }
card-result-standings = 本次博弈排名
card-result-match = 比赛总排名
card-result-standing = 第{ $rank }名 座位{ $seat }：分数{ $score }，权{ $tokens }，总分{ $total }，{ $medal }
card-result-ranking = 第{ $rank }名 座位{ $seat }：金奖{ $gold }，银奖{ $silver }，铜奖{ $bronze }，铁奖{ $iron }
card-medal-gold = 金奖
card-medal-silver = 银奖
card-medal-bronze = 铜奖
card-medal-iron = 铁奖
card-typed-draw = { $line }（说出{ $n }张牌）
card-typed-end = { $line }（牌不公开）
card-typed-hidden = { $line }（不公开）
card-err-not-in-deck-hidden = { $card }号牌不在基本牌堆中
card-err-not-unseen-hidden = { $card }号牌不在座位{ $seat }手中，也不可能是未公开的手牌

## 网页的拒绝理由与牌桌的局势

card-page-bot-seat = 座位{ $seat }由裁判的{ $kind }机器人操作
card-page-no-round = 现在没有进行中的博弈
card-page-caster-waits = 座位{ $seat }不能回答自己打出的技能牌：由持有C的座位选择，或由记录员输入`pass`让技能生效
card-page-no-version = 动作须带上按下时页面的版本号（`version`，一个整数）
card-page-session-over = 本场比赛已经结束，裁判不再接受动作
card-page-session-ended = 本场比赛已经结束
card-page-stale = 没有执行：页面显示之后博弈已有变化（可能按了两次，或页面还没更新就按了；页面是第{ $shown }版，博弈已到第{ $now }版）。请看清局面再按
card-page-answered-again = 没有执行：座位{ $seat }已经{ $chose ->
    [counter] 选择抵消
   *[let] 让技能生效
}（按了两次）
card-page-from = 座位{ $seat }的页面
card-page-answered = 座位{ $seat }{ $said ->
    [counter] 选择抵消
   *[let] 让技能生效
}    （{ $from }）
card-sit-no-game = 还没有开局，由裁判设置
card-sit-no-round = { $players }名玩家，裁判正在设置第{ $round }次博弈
card-sit-setup = 第{ $round }次博弈正在设置
card-sit-ended-why = 第{ $round }次博弈已结束：{ $why }
card-sit-ended = 第{ $round }次博弈已结束
card-sit-waits = 第{ $round }次博弈第{ $turn }回合：座位{ $seat }对{ $target }打出的{ $skill }等待抵消
card-sit-turn = 第{ $round }次博弈第{ $turn }回合
card-sit-names-skill = 第{ $round }次博弈第{ $turn }回合：座位{ $seat }说出摸到的技能牌
card-sit-discards-skill = 第{ $round }次博弈第{ $turn }回合：座位{ $seat }从三张技能牌中弃掉一张
card-sit-to-play = 第{ $round }次博弈第{ $turn }回合：座位{ $seat }坐庄
card-next-round = 由裁判开始下一次博弈，或结束比赛
card-next-refill = 技能牌堆已空：把技能牌的弃牌堆（{ $n }张）洗成新的技能牌堆
card-next-nobody-holds-c = 没有人持有C，技能生效
card-next-all-answered = 持有C的座位都已回答
card-next-one-holds-c = 座位{ $seat }持有C，可以抵消，也可以让技能生效
card-next-some-hold-c = 座位{ $seats }持有C，各自选择抵消或让技能生效

## 现场模式：status、hand、history、help（$start：起始玩家，或尚未确定时为空）

card-status-no-game = 还没有开局，先给`players N`
card-status-no-round = { $players }名玩家，博弈尚未开始，请给`seed S`或`physical`
card-status-setup-source = 第{ $round }次博弈正在设置，请给`seed S`或`physical`
card-status-setup-seed = 第{ $round }次博弈使用种子{ $seed }，可再给设置行，或用`begin`发牌{ $start }
card-status-physical-ready = 第{ $round }次博弈使用实体牌，已经备好，用`begin`发牌{ $hands ->
    [named] {""}
   *[unseen] （手牌不公开，要说出手牌请先给`hands`）
}{ $start }
card-status-physical-needs = 第{ $round }次博弈使用实体牌，请给{ $missing }{ $hands ->
    [named] {""}
   *[unseen] 、`hands`（或让手牌不公开）
}，然后`begin`{ $start }
card-status-starts = ；座位{ $seat }是起始玩家，从这个座位起顺时针发起始手牌
card-status-tie = ；{ $question }
card-status-ended = 第{ $round }次博弈已结束（{ $why }），用`round`开始下一次
card-status-turn = 第{ $round }次博弈第{ $turn }回合：座位{ $seat }坐庄，{ $progress }
card-status-must-take = 须先说出摸到的技能牌（`{ $seat } take K`）
card-status-must-discard = 须先弃掉一张技能牌（`{ $seat } discard K`）
card-status-done-drawn = 已摸牌
card-status-done-played = 已打出基本牌
card-status-done-tried = 已尝试获取技能牌
card-status-done-cast = 已打出技能牌
card-status-nothing-done = 尚未行动
card-status-has-done = { $done }
card-list-more = { $list }、{ $item }
card-status-rules = 房规：{ $rules }
card-rules-none = 无
card-rule-name = { $rule ->
    [score-cap] 分数封顶
    [competition-ranking] 并列跳名次
    [death-after-skill] 技能牌判亡
   *[other] { $rule }
}
card-rules-more = { $rules }、{ $rule }
card-status-bot = 座位{ $seat }（{ $kind }）
card-status-bots = 机器人：{ $bots }
card-bot-kind = { $kind ->
    [random] 随机
    [greedy] 贪心
    [strong] 强力
   *[other] { $kind }
}
card-status-public = 公共序列{ $public }，基本牌堆{ $deck }张，技能牌堆{ $skills }张（{ $cards ->
    [physical] 实体牌
   *[seeded] 种子洗牌
}）
card-status-seat = 座位{ $seat }：分数{ $score }，权{ $tokens }，序列{ $seq }，基本牌{ $held }张{ $unseen ->
    [0] {""}
   *[other] （{ $unseen }张未公开）
}，技能牌[{ $skills }]
card-status-seat-out = 座位{ $seat }：已淘汰，分数{ $score }，权{ $tokens }，序列{ $seq }
card-status-duel = 待判定：{ $duel }，座位{ $seat }的回合结束时判定
card-status-line = 对{ $target ->
    [public] 公共序列
   *[self] 自己的序列
}打出{ $skill }
card-status-line-layer = 对{ $target ->
    [public] 公共序列
   *[self] 自己的序列
}第{ $layer }层打出{ $skill }
card-status-duel-seats = 座位{ $a }与座位{ $b }的对决
card-status-duel-public = 座位{ $a }对座位{ $b }的公共对决
card-status-past-slider = { $score }（超出滑块板的{ $max }：滑块显示{ $shown }，另记{ $noted }）
card-status-score = 座位{ $seat } { $score }
card-status-scores = 分数：{ $scores }
card-status-waits-nobody = 座位{ $seat }{ $line }，等待抵消。没有人持有C，用`pass`让技能生效
card-status-waits = 座位{ $seat }{ $line }，等待抵消。座位{ $holders }持有C：`S counter`使技能作废，`pass`让技能生效
card-step-take = 座位{ $seat }获得一张技能牌，请说出拿到的牌：`{ $seat } take K`
card-step-discard = 座位{ $seat }有三张技能牌，请先`{ $seat } discard K`
card-hand-out = 座位{ $seat }已被淘汰，没有手牌
card-hand = 座位{ $seat }：基本牌[{ $cards }]{ $unseen ->
    [0] {""}
   *[other] 及{ $unseen }张未公开的牌
}，技能牌[{ $skills }]
card-help-rules = 房规：在`players N`之后、第1次博弈开始之前写一行`rule NAME`，不写则严格按规则说明书
card-rule-score-cap = 分数封顶1023（滑块板只有十列），超出的分数作废
card-rule-competition-ranking = 并列时跳过名次：两人并列金奖，下一名就是铜奖，没有银奖
card-rule-death-after-skill = 打出技能牌后也检查亡，打出者也可能因此被淘汰
card-help-rules-now = 本场比赛的房规：{ $rules }
card-history-none = 第{ $round }次博弈还没有执行任何一行
card-history = 第{ $round }次博弈至今的各行（`undo`撤回最后一行）：
card-live-takes-at-most-one = `{ $command }`至多带1个参数，这里却有{ $got }个
card-live-undo-zero = `undo 0`什么也不撤回
card-live-help-knows = `help`后面只能跟`rules`，不能跟{ $word }
card-live-nothing-to-undo = 没有可以撤回的行
card-live-undo-round-start = 没有可以撤回的行：第{ $round }次博弈从这里开始
card-live-undo-only = 第{ $round }次博弈只有{ $have }行可以撤回
card-live-no-round-yet = 还没有设置好任何一次博弈（{ $situation }）
card-live-ends-before-any = 比赛在第一次博弈之前就结束了
card-live-ends-before-begun = 比赛在第{ $round }次博弈开始之前就结束了
card-live-ends-before-ended = 比赛在第{ $round }次博弈结束之前就结束了
card-live-not-in-log = `{ $command }`是现场模式的命令，不能写在记录文件里
card-live-cannot-read = 无法读取标准输入：{ $why }
card-live-cannot-write = 无法写入标准输出：{ $why }
card-live-cannot-log = 无法写入记录文件{ $path }：{ $why }
card-live-log-rescued = 记录文件{ $path }已经不在了，原处也无法重新写入（{ $why }）。整场比赛（共{ $n }行）已另存为{ $rescued }，继续比赛：xor_trie_referee --resume { $rescued }
card-live-log-nowhere = 记录文件{ $path }已经不在了，原处无法重新写入（{ $why }），状态目录里也写不进（{ $also }）。整场比赛（共{ $n }行）照录在下面的标准错误输出中
card-log-written-again = 注意：记录文件{ $path }被删除、移走或改动过，已把整场比赛（共{ $n }行）重新写回原处
card-log-goes-beside = 注意：记录文件{ $path }现在记的是另一场比赛，本场改记在{ $beside }（已写入全部{ $n }行）
card-live-bad-log = { $path }第{ $line }行：{ $why }
card-live-resume-with = 继续这场比赛：xor_trie_referee --resume { $path }
card-live-banner = xor_trie_referee：现场裁判（`help`列出命令，`quit`或Ctrl-D结束）
card-live-log = 记录文件：{ $path }
card-live-log-resumed = 记录文件：{ $path }（继续比赛，已重放{ $n }行）
card-read-too-long = 这一行超过了{ $max }字节
card-read-not-utf8 = 这一行不是有效的UTF-8文本
card-echo = { $prompt }{ $line }    （{ $why }）
card-auto-bot = 座位{ $seat }的{ $kind }机器人
card-auto-chose = 座位{ $seat }选择抵消
card-auto-nobody = 没有人抵消
card-auto-waits = 座位{ $seat }的{ $skill }等待抵消：{ $who }
card-auto-who-nobody = 没有人持有C，用`pass`让技能生效
card-auto-who-one = 座位{ $seat }先回答（`{ $seat } counter`，或用`pass`结束等待）
card-auto-who-some = 座位{ $seats }先回答（`S counter`，或用`pass`结束等待）
card-prompt-setup = 博弈{ $round } 设置
card-prompt-turn = 博弈{ $round } 回合{ $turn } 座位{ $seat }
card-prompt-counters = 博弈{ $round } 回合{ $turn } 抵消
card-prompt-ended = 博弈{ $round } 已结束
card-help = 每次博弈的设置（在第一个动作之前）：
    {"  "}players N             players 4             第一行：4到8名玩家
    {"  "}round                 round                 开始下一次博弈
    {"  "}seed S                seed 2026             由种子洗牌
    {"  "}physical              physical              实体牌：记录员说出每一张牌
    {"  "}deal v1 … vN          deal 3 17 5 24        初始数值牌，从座位1开始
    {"  "}markers c1 …          markers 300 77        放置亡标记后移出的牌
    {"  "}hands a1 b1 a2 b2 …   hands 40 41 50 51 …   实体牌：每个座位两张起始手牌
    {"  "}deck x1 …             deck 16 3             种子：基本牌堆顶的牌
    {"  "}skills k1 …           skills C <<           种子：技能牌堆顶的牌
    {"  "}start S               start 3               并列时大家选出的起始玩家
    {"  "}rule NAME             rule score-cap        房规，在第1次博弈之前选定（`help rules`）
    {"  "}bot S [random|greedy|strong] bot 3 greedy   由裁判操作座位3（默认strong，即强力）
    {"  "}begin                 begin                 发牌（或由第一个动作发牌）
    动作，以座位号开头：
    {"  "}S draw [A B]          3 draw 13 14          实体牌：摸到的牌，或不说（不公开）
    {"  "}S play V self|public  1 play 16 self        打出基本牌，异或自己的序列或公共序列
    {"  "}S test V [J]          1 test 3 12           实体牌：J是判定牌
    {"  "}S take K              1 take C              实体牌：获得的技能牌
    {"  "}S redeem              1 redeem              打出一枚权获取技能牌
    {"  "}S discard K           1 discard ~           弃掉第三张技能牌
    {"  "}S skill K self|public [L]   1 skill C self 1   打出技能牌，插入和清除须指定第L层
    {"  "}S counter             2 counter             抵消刚打出的技能牌
    {"  "}pass                  pass                  没有人抵消：技能立即生效
    {"  "}S end [keep V…] [discard W…]  2 end keep 6 14  结束回合，保留V…，其余弃置
    {"  "}S give T              2 give 4              转让一枚权，任何时候都可以
    现场模式：
    {"  "}undo                  撤回本次博弈的最后一行
    {"  "}undo N                undo 3                撤回最后N行
    {"  "}status                分数、权、手牌、技能牌、回合、对决、抵消
    {"  "}board                 01Trie上的每个序列和亡标记
    {"  "}hand S                hand 3                座位S的牌
    {"  "}history               本次博弈到目前为止的各行
    {"  "}help                  这份列表
    {"  "}help rules            房规
    {"  "}quit                  结束比赛（Ctrl-D也可以）

## 网页服务

card-link-board = 计分屏 { $link }
card-link-seat = 座位{ $seat } { $link }
card-page-empty = 动作是空的
card-page-too-long = 动作超过了{ $max }字节
card-page-not-an-action = `{ $word }`不是动作，应为{ $actions }之一
card-page-signs = 动作只能包含字母、数字和技能牌符号<< >> ~
card-page-takes-none = `{ $command }`不带参数
card-say-unseen = { $n }张还没人说出的牌

## 网页的文字：脚本的（SAY，common.js；{0}…由脚本填入）与HTML的

card-say-answer-counter = 选择抵消
card-say-answer-let = 让技能生效
card-say-answer-none = 尚未回答
card-say-asked = 座位{ $seat }{ $bot }{ $answer }
card-say-at-layer = 的第{ $layer }层
card-say-bot = 机器人（{ $kind }）
card-say-bot-mark = （机器人）
card-say-bot-seat = 这个座位由裁判的{ $kind }机器人操作
card-say-cancel = 取消
card-say-card = 牌
card-say-cards-in-hand = 权 { $tokens } · 手牌 { $held }张
card-say-confirm-discard-skill = 弃掉你的技能牌{ $skill }？
card-say-confirm-end = 结束回合并弃置{ $cards }？
card-say-confirm-give = 把你的一枚权转让给座位{ $seat }？
card-say-counter = 用C抵消
card-say-discard-skill = 弃掉
card-say-discard-unseen = 弃置（说出是哪张）
card-say-draw-named = 摸这两张
card-say-draw-two = 摸两张牌
card-say-draw-unseen = 摸牌，不说出牌名
card-say-eliminated = 你已被淘汰
card-say-end-turn = 结束我的回合
card-say-ended = 本次博弈已结束
card-say-give = 把一枚权转让给座位{ $seat }
card-say-judgment = 判定牌
card-say-keep = 保留
card-say-layer = 第{ $layer }层
card-say-layer-short = { $layer }层
card-say-let-act = 让技能生效
card-say-name-first = 请先说出是哪张牌
card-say-no-answer = 裁判没有回应
card-say-no-card = 没有牌
card-say-no-such-seat = 本场比赛没有座位{ $seat }
card-say-none = 无
card-say-not-dealt = 本次博弈还没有发牌
card-say-nothing-to-do = 现在没有可做的动作
card-say-out = 已淘汰
card-say-play-public = 异或公共序列
card-say-play-self = 异或我的序列
card-say-playing = 座位{ $seat }正在行动
card-say-prizes = 奖分：第{ $layers }层
card-say-public-is = {" "}· 公共序列{" "}
card-say-public-line = 公共序列 { $bits } · 基本牌堆 { $deck } · 技能牌堆 { $skills }
card-say-redeem = 打出一枚权
card-say-replaced = 这个页面已被更新的页面取代，重新加载即可继续
card-say-refused = 错误：{ $why }
card-say-root = 根
card-say-score = 分数{" "}
card-say-score-tokens = {" "}{ $score } · 权 { $tokens } · 序列{" "}
card-say-seat = 座位{ $seat }
card-say-sequence = 序列{" "}
card-say-skill-public = 对公共序列
card-say-skill-self = 对我的序列
card-say-skills = 技能牌{" "}
card-say-take = 拿{ $skill }
card-say-test = 判定
card-say-title = 异或Trie：座位{ $seat }
card-say-to-play = 行动中
card-say-total = （总分{ $total }）
card-say-unknown-link = 这个链接不是本场比赛的座位：比赛已重新开始，或链接输错了。请向裁判索取你座位的链接或二维码。
card-say-unreachable = 无法连接裁判
card-say-unseen-help = 说出你亮出的牌
card-say-waiting-own = 座位{ $seat }对自己的序列{ $at }打出{ $skill }，等待抵消
card-say-waiting-public = 座位{ $seat }对公共序列{ $at }打出{ $skill }，等待抵消
card-say-yes = 确定
card-say-you-chose-counter = 你选择了抵消
card-say-your-turn = 轮到你了
card-say-you-chose-let = 你让技能生效
card-say-announce-window = { $waiting }。请你表态：用C抵消，还是让它生效？
card-say-trie-alt = 01Trie，从根到第1层：公共序列{ $public }；{ $paths }。{ $markers }{ $prizes }
card-say-trie-empty = 01Trie：还没有开始博弈
card-say-trie-marker = 第{ $layer }层节点{ $node }上{ $count }枚
card-say-trie-markers = 亡：{ $list }。
card-say-trie-no-marker = 树上没有亡。
card-say-trie-path = 座位{ $seat }的序列{ $bits }
card-say-trie-path-out = 座位{ $seat }的序列{ $bits }（已淘汰）
card-say-trie-prize = 第{ $layer }层{ $winners }人
card-say-trie-prizes = 已得奖分：{ $list }。
card-say-trie-sep = ；
card-say-head-seat = 座位
card-say-head-score = 分数
card-say-head-tokens = 权
card-say-head-total = 总分
card-say-head-medal = 奖
card-say-head-gold = 金奖
card-say-head-silver = 银奖
card-say-head-bronze = 铜奖
card-say-head-iron = 铁奖
card-html-title-board = 异或Trie：计分屏
card-html-title-seat = 异或Trie：我的座位
card-html-title-unknown = 异或Trie：未知的链接
card-html-heading = 异或Trie
card-html-connecting = 正在连接…
card-html-reconnecting = 连接中断：正在重新连接…
card-html-the-trie = 01Trie
card-html-standings = 本次博弈排名
card-html-match = 比赛至今的排名
card-html-last-events = 最近的事件
card-html-my-cards = 我的基本牌
card-html-my-skills = 我的技能牌
card-html-actions = 动作
card-html-language = 语言
card-html-unknown-before = 这个链接不是本场比赛的页面：比赛已重新开始，或链接输错了。请向裁判索取你座位的链接或二维码；计分屏在
card-html-unknown-link = 首页
card-html-unknown-after = 。
card-http-token-needed = 需要座位的令牌
card-http-method = 这个地址不接受这种请求方法
card-http-nothing-here = 这个地址上什么也没有
card-http-not-utf8 = 请求体不是UTF-8文本
card-http-needs-action = 请求体需要一个"action"文本
card-http-not-json = 请求体不是JSON对象

# The header of the trie's drawing (`board`, and after each turn at a live table): the
# layer, the public sequence, each seat's (x: eliminated), the death markers. Each column
# is five terminal columns wide.
card-trie-layer = 层
card-trie-public = 公共
card-trie-seat = 座{ $seat }
card-trie-seat-out = x座{ $seat }
card-trie-markers = 亡标记

# 座位手机上的预览（裁判引擎按本座位可知的信息算出的后果）、手机上的01Trie和缩放。
card-pv-lands = { $target ->
    [public] 公共序列
   *[self] 你的序列
}将落在第{ $layer }层（节点{ $node }）
card-pv-zero = { $target ->
    [public] 公共序列
   *[self] 你的序列
}将变为0，一个1也不剩
card-pv-marker = 途经第{ $layer }层的亡标记
card-pv-nothing = 别无其他后果
card-pv-test = 结果取决于还没翻开的判定牌：打出的牌、判定牌与你的序列三者的异或和中，多于{ $limit }个1即通过；通过扣{ $cost }分，摸一张技能牌
card-pv-redeem = 用一枚权换技能牌堆顶的一张技能牌；拿到之前，谁也不知道是哪一张
card-pv-may-counter = 座位{ $seats }持有C，可以抵消；若无人抵消：
card-pv-no-counter = 其他玩家都没有C，技能必定生效
card-pv-if-it-acts = 若无人抵消，技能生效：
card-html-my-board = 场上局面
card-say-zoom-in = 放大
card-say-zoom-out = 缩小
card-say-zoom-fit = 看全图
card-say-preview = 这样做的后果：{ $what }
