# play（src/study/play）：终端里的对弈。$side、$first、$winner、$loser 和 $starter 取值为
# person（你）或 computer（我）。

play-banner = 走法的写法：{ $help }；`hint`（提示）给出一步必胜走法，`undo`（悔棋）撤回你的上一步，`help`（帮助）列出命令，`quit`（认输）结束对局。
play-start = 开局：{ $origin }。{ $first ->
    [computer] 我
   *[person] 你
}先走。
play-origin-given = 给定的局面
play-origin-random = 随机局面（种子 { $seed }；`--seed { $seed }` 可以重玩这一局）
play-move = 第{ $number }步（{ $side ->
    [computer] 我
   *[person] 你
}）：{ $words }
play-note = （{ $note }）
play-taken-back = 已撤回：{ $moves }
play-taken-sep = ；
play-position = 局面：{ $position }
play-position-drawing = 局面：
play-value = { $name } = { $value }
play-values = SG值：{ $values }
play-values-sep = ，
play-verdict-win = { $rule }：先手必胜（先手是{ $side ->
    [computer] 我
   *[person] 你
}）
play-verdict-loss = { $rule }：先手必败（先手是{ $side ->
    [computer] 我
   *[person] 你
}）
play-hint = 提示：{ $moves }
play-hint-none = 提示：这里没有必胜走法，每一步都会给对手留下必胜的局面
play-prompt = 你的走法>
play-end-of-input = 输入已结束，对局没有下完。
play-resign = 你认输了，我赢了。
play-help = 走法的写法：{ $help }；`hint`（提示）给出一步必胜走法，`undo`（悔棋）撤回你的上一步和我的回应，`quit`（认输）结束对局
play-nothing-to-undo = 你还没有走过，没有可以撤回的
play-no-argument = 命令 `{ $command }` 不带参数，只输入 `{ $command }` 即可；局面没有改变
play-illegal = 不合法的走法：{ $why }；局面没有改变
play-computer-wins = 必胜走法，给你留下先手必败的局面
play-computer-longest = 没有必胜走法，这一步让对局拖得最久，你即使走最快的取胜路线，也还要走{ $n }步
play-computer-smallest = 没有必胜走法，局面又太多，无法搜索；只走最小的一步，留下最多的{ $what }
play-game-over = 对局结束，{ $end }，{ $winner ->
    [computer] 我
   *[person] 你
}赢了。
play-why-let-go = { $loser ->
    [computer] 我为什么输了：在我的第{ $number }步之前，局面是先手必胜（{ $rule }），但 `{ $words }` 放走了胜局；那里的必胜走法：{ $win }。从那以后，你每次都给我留下先手必败的局面。
   *[person] 你为什么输了：在你的第{ $number }步之前，局面是先手必胜（{ $rule }），但 `{ $words }` 放走了胜局；那里的必胜走法：{ $win }。从那以后，我每次都给你留下先手必败的局面。
}
play-why-no-move = { $loser ->
    [computer] 我为什么输了：开局就无路可走，轮到{ $starter ->
        [computer] 我
       *[person] 你
    }走，无法行动的一方输。
   *[person] 你为什么输了：开局就无路可走，轮到{ $starter ->
        [computer] 我
       *[person] 你
    }走，无法行动的一方输。
}
play-why-no-move-misere = { $loser ->
    [computer] 我为什么输了：开局就无路可走，轮到{ $starter ->
        [computer] 我
       *[person] 你
    }走：在反Nim规则下，无法行动的一方获胜。
   *[person] 你为什么输了：开局就无路可走，轮到{ $starter ->
        [computer] 我
       *[person] 你
    }走：在反Nim规则下，无法行动的一方获胜。
}
play-why-never-moved = { $loser ->
    [computer] 我为什么输了：我一步都没走：你的第一步就结束了对局。
   *[person] 你为什么输了：你一步都没走：我的第一步就结束了对局。
}
play-why-always-lost = { $loser ->
    [computer] 我为什么输了：我面对的每个局面都是先手必败（第一个：{ $rule }）；不管我怎么走，你都能应一步，再给我留下必败的局面。
   *[person] 你为什么输了：你面对的每个局面都是先手必败（第一个：{ $rule }）；不管你怎么走，我都能应一步，再给你留下必败的局面。
}

play-why-forgotten = { $loser ->
    [computer] 我为什么输了：在这局保留的最后{ $kept }步里，我面对的每个局面都是先手必败；我放走的必胜局面在这些步之前。
   *[person] 你为什么输了：在这局保留的最后{ $kept }步里，你面对的每个局面都是先手必败；你放走的必胜局面在这些步之前。
}
play-mistake = 失误：`{ $words }` 放走了胜局。走完后{ $left }，轮到我走，先手必胜
play-mistake-sum = { $rule }，而{ $x } ≠ 0
play-mistake-instead = { $n ->
    [1] 本来走下面这一步就能{ $left ->
        [zero] 让异或和变成0
       *[lost] 给我留下先手必败的局面
    }
   *[other] 本来走下面任何一步都能{ $left ->
        [zero] 让异或和变成0
       *[lost] 给我留下先手必败的局面
    }
}——{ $header }
play-mistake-practice = 失误：`{ $words }` 放走了胜局，走完后轮到我走，先手必胜。本来可以走的必胜走法是{ $win }
play-strict-ask = 在我回应之前撤回这一步吗？（是/否）>
play-strict-stands = 这一步不撤回。
play-page-over = 这局已经结束。可以悔棋撤回你的上一步，也可以分析另一个局面
play-page-no-quit = `quit` 用于在终端里结束一局；在网页上，请分析另一个局面或者悔棋
play-page-no-start = 只有在一局还没走第一步、而且有棋可走时，才能让电脑先走
## play --help（play/mod.rs）：每个游戏一行，随机开局的大小

play-game-nim = Nim：从某一堆取走任意颗石子；取走最后一颗的一方胜
play-game-misere = 反Nim博弈（HDU 1907）：吃掉最后一颗M&M豆的一方输
play-game-snim = S-Nim（POJ 2960）：从某一堆恰好取走s颗石子，s属于S，如 `2,5`
play-game-fibonacci = HDU 1848：从某一堆取走斐波那契数颗石子
play-game-staircase = 阶梯博弈（POJ 1704）：一排格子上的棋子向左移动
play-game-cutting = 剪纸游戏（POJ 2311）：把一张纸片剪成两张，先剪出1×1的一方获胜
play-game-prefix-free = 无前缀游戏（ARC 087 E）：添加长度为1到L的01串
play-game-one = 硬币：翻一枚硬币
play-game-one-or-two = 硬币：翻一枚或两枚硬币（即Nim）
play-game-consecutive = 硬币：恰好翻K枚连续的硬币
play-game-subtraction = 硬币：翻x，同时翻一枚x-s（s属于S）；x属于S时也可以只翻x
play-game-twins = 硬币：翻两枚硬币x和x-s，s属于S（Twins游戏）
play-game-mock-turtles = 硬币：翻一枚、两枚或三枚硬币（Mock Turtles游戏）
play-game-ruler = 硬币：翻任意一段连续的硬币（Ruler游戏）
play-game-runs = 硬币：翻一段连续的硬币，长度属于L，如 `1,4,9`
play-game-two = 硬币：恰好翻两枚硬币
play-game-grunt = 硬币：翻0、a、x-a、x四枚硬币（即Grundy游戏）
play-game-block = 棋盘：在[0, x] × [0, y]中翻一个包含(x, y)的连通块
play-game-corners = 棋盘：翻一个矩形的四个角（Turning Corners，HDU 3404）
play-game-rugs = 棋盘：翻一个矩形里的每一枚硬币
play-game-product = 棋盘：两个一维游戏的积（Tartan定理），写法如 `runs:1,4 runs:1,3`
play-size-heaps = 堆数
play-size-max = 最大的一堆
play-size-coins = 一排的硬币数，给出局面时也可用
play-size-rows = 棋盘的行数，给出局面时也可用
play-size-cols = 棋盘的列数，给出局面时也可用，参见 --rows
play-size-chessmen = 棋子数
play-size-cells = 开局时棋子在格子1到M上
play-size-side = 纸片的边长为2到M
play-size-strings = 尝试加入的随机字符串个数，不给时为空集
play-size-rows-both = { $what }；行数×列数至多{ $coins }枚硬币，`block` 至多{ $block }枚
play-size-line = { $what }（{ $lo }到{ $hi }）
play-help-head =
    用法：play <游戏> [参数] [局面] [选项]

    和完美策略对弈。用游戏自己的说法输入走法；电脑有必胜走法时就走必胜走法（否则走让
    对局拖得最久的一步），每一步之后显示局面和它的SG值；你的一步放走了胜局时当场指出，
    并列出本来能赢的走法；结束时讲解输的一方为什么输。
    不给出局面时随机开局。对局中 `undo`（悔棋）撤回你的上一步和电脑的回应。

    游戏：
play-help-options =
    选项：
      --hint                      在你每一步之前给出一步必胜走法（或者说明没有）
      --computer-first            电脑先走（默认你先走）
      --practice                  隐藏SG值和结论（`hint` 仍然可用）
      --strict                    你放走胜局时，电脑回应之前先问你要不要撤回
      --seed S                    随机开局的种子（默认取自时钟；会显示出来）
      --lang L                    语言：en（英文）或 zh（中文）；不加时按
                                  LC_ALL、LC_MESSAGES 或 LANG
      --exercise 题目             不下棋，做练习：在这道题从小到评测规模的局面里
                                  找出必胜走法，如 `play --exercise poj2960`，
                                  可加 `--seed N`、`--count K`

    随机开局（不给出局面时）的大小和默认值：
play-help-positions =
    局面：堆和格子写成数，纸片写成 `WxH`，字符串写成01串。
    一排的硬币写编号，和经典讲义一样从1开始（`twins`、`mock-turtles`、
    `two` 和 `grunt` 从0开始）；棋盘上的硬币写 `x,y`，从0开始，
    积则从各因子的第一个编号开始。`all` 表示每枚硬币都正面朝上，
    即一排 --coins 枚，或 --rows 行 --cols 列的棋盘。
    走法可以用英文写（`take 2 stones from heap 3`），也可以用中文写
    （`从第3堆取走2颗石子`），或者只写数（`3 2`）。
    命令也可以写成中文：提示、悔棋、帮助、认输。

## play 的用法错误（play/mod.rs）

play-name-a-game = 请给出游戏：play <游戏> [参数] [局面]（见 --help）
play-unknown-game = 未知的游戏 { $game }（见 --help）
play-needs-params = { $game } 需要 { $params }（见 --help）
play-unknown-option = { $game } 没有选项 { $option }。可用的选项有 --hint、--computer-first、--practice、--strict、--seed、--lang、{ $own }
play-too-many-parts = { $n }{ $what ->
    [chessmen] 枚棋子
    [pieces] 张纸片
    [colours] 种颜色
   *[heaps] 堆
}太多，至多{ $most }，否则每一步的时间和内存没有保证
play-set = 集合 { $set }：
play-too-many-stones = { $kind ->
    [beads] 总共{ $stones }颗石子，太多了，至多{ $most }颗，否则每一步的时间和内存没有保证
    [mms] 总共{ $stones }颗M&M豆，太多了，至多{ $most }颗，否则每一步的时间和内存没有保证
   *[stones] 总共{ $stones }颗石子，太多了，至多{ $most }颗，否则每一步的时间和内存没有保证
}
play-two-chessmen = 格子{ $cell }上有两枚棋子
play-chessmen-do-not-fit = { $chessmen }枚棋子放不进{ $cells }个格子
play-not-a-piece = { $word } 不是 `WxH` 形式的纸片（边长1到{ $most }）
play-string-too-long = 字符串 { $string } 比 L = { $l } 长
play-unknown-row-game = 未知的一维游戏 { $game }（见 --help）
play-coin-off-row = 硬币{ $coin }不在这排{ $coins }枚硬币上（{ $first }到{ $last }）
play-not-a-cell = { $word } 不是 `x,y` 形式的硬币
play-cell-off-board = 硬币({ $x }, { $y })不在棋盘上：行从{ $fx }开始，列从{ $fy }开始，至多16
play-board-too-large = { $rows } × { $cols }的棋盘对 { $game } 来说太大，至多{ $most }枚硬币
play-cell-off = 硬币({ $x }, { $y })不在{ $rows } × { $cols }的棋盘上
play-coin-twice = 硬币{ $coin }给了两次

## 翻硬币游戏的名字和规则（play/mod.rs）

coin-game-one = 翻一枚硬币
coin-rule-one = 翻一枚硬币
coin-game-one-or-two = 翻一枚或两枚硬币
coin-rule-one-or-two = 翻一枚或两枚硬币
coin-game-consecutive = 翻连续的硬币
coin-rule-consecutive = 恰好翻{ $k }枚连续的硬币
coin-game-subtraction = 硬币的减法游戏
coin-rule-subtraction = 翻硬币x，同时翻一枚硬币x-s，s属于{"{"}{ $set }{"}"}；x本身属于该集合时，也可以只翻x
coin-game-twins = Twins游戏
coin-rule-twins = 翻两枚硬币x和x-s，s属于{"{"}{ $set }{"}"}
coin-game-mock-turtles = Mock Turtles游戏
coin-rule-mock-turtles = 翻一枚、两枚或三枚硬币
coin-game-ruler = Ruler游戏
coin-rule-ruler = 翻任意一段连续的硬币
coin-game-runs = 连续段游戏（Runs）
coin-rule-runs = 翻一段连续的硬币，长度属于{"{"}{ $set }{"}"}
coin-game-two = 恰好翻两枚硬币
coin-rule-two = 恰好翻两枚硬币
coin-game-grunt = Grunt游戏
coin-rule-grunt = 翻四枚硬币0、a、x-a和x，0 < a < x-a
coin-game-block = 连通块
coin-rule-block = 翻[0, x] × [0, y]中包含(x, y)的一个连通块
coin-game-corners = Turning Corners
coin-rule-corners = 翻一个矩形的四个角(a, b)、(a, y)、(x, b)、(x, y)，a < x，b < y
coin-game-rugs = Rugs游戏
coin-rule-rugs = 翻矩形[a, x] × [b, y]里的每一枚硬币
coin-game-product = 游戏的积（Tartan）
coin-rule-product = { $a }在x方向的一步与{ $b }在y方向的一步相乘，两步所翻硬币的每一对组合都要翻
