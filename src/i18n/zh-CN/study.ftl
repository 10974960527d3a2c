# explain 的讲解和 explain、play 里的各个游戏（src/study）：每个游戏的用语，讲解的各行
# （render.rs），各题的游戏和定理，下一步去哪里。术语见 docs/glossary.md。

## 异或和与硬币列表（game.rs）

nim-sum-nothing = 异或和为0（什么都不剩）
nim-sum-one = 异或和为{ $x }
nim-sum-many = { $n }个值的异或和为{ $x }
nim-sum-terms = 异或和 { $terms } = { $x }
coins-becomes-tails = 反面
coins-becomes-tails-turning = 反面，同时翻{ $coins }
coins-note-heads = { $n ->
    [1] { $coins }原本就是正面，翻成反面就从和里去掉了这枚硬币的SG值，等于再异或一次这个值
   *[other] { $coins }原本就是正面，翻成反面就从和里去掉了这几枚硬币的SG值，等于再异或一次这些值
}
lights-becomes-off = 熄灭
lights-becomes-off-switching = 熄灭，同时拨动{ $lights }
lights-note-on = { $n ->
    [1] { $lights }原本就亮着，熄灭后就从和里去掉了这盏灯的SG值，等于再异或一次这个值
   *[other] { $lights }原本就亮着，熄灭后就从和里去掉了这几盏灯的SG值，等于再异或一次这些值
}
kind-move = 走法
kind-safe-cut = { $n ->
    [1] 安全剪法
   *[other] 安全剪法（对称的两种只算一种）
}
kind-depth = 放法（按新串的深度）
kind-run = 连续段

## 堆游戏：Nim、反Nim博弈、S-Nim、Fibonacci游戏（heaps.rs）；$kind 是 stones（石子）、
## beads（S-Nim 的珠子）、mms（HDU 1907 的各色 M&M 豆）或 piles（HDU 1848 的石子堆）

heaps-amount = { $kind ->
    [beads] { $n }颗珠子
    [mms] { $n }颗M&M豆
   *[stones] { $n }颗石子
}
heaps-ones = { $kind ->
    [beads] { $n }堆各只有一颗珠子
    [mms] { $n }种颜色各只有一颗M&M豆
   *[stones] { $n }堆各只有一颗石子
}
heaps-name = { $kind ->
    [mms] 第{ $n }种颜色
   *[stones] 第{ $n }堆
}
heaps-show-none = { $kind ->
    [beads] 没有珠子堆
    [mms] 没有颜色
   *[stones] 没有石子堆
}
heaps-show = { $kind ->
    [beads] 珠子堆 { $heaps }
    [mms] 颜色 { $heaps }
   *[stones] 石子堆 { $heaps }
}
heaps-set = S = {"{"}{ $set }{"}"}
heaps-set-fibonacci = S为斐波那契数1、2、3、5、8……
heaps-misere-nothing = { $kind ->
    [beads] 反Nim规则：珠子已经取完，取走最后一颗的一方已经输了
    [mms] 反Nim规则：M&M豆已经吃完，吃掉最后一颗的一方已经输了
   *[stones] 反Nim规则：石子已经取完，取走最后一颗的一方已经输了
}
heaps-misere-odd = { $kind ->
    [beads] 反Nim规则：每堆至多一颗珠子，只看堆数。共{ $ones }堆（奇数），先手只能取走最后一颗
    [mms] 反Nim规则：每种颜色至多一颗M&M豆，只看颜色数。共{ $ones }种（奇数），先手只能吃掉最后一颗
   *[stones] 反Nim规则：每堆至多一颗石子，只看堆数。共{ $ones }堆（奇数），先手只能取走最后一颗
}
heaps-misere-even = { $kind ->
    [beads] 反Nim规则：每堆至多一颗珠子，只看堆数。共{ $ones }堆（偶数），先手可以把最后一颗留给对手
    [mms] 反Nim规则：每种颜色至多一颗M&M豆，只看颜色数。共{ $ones }种（偶数），先手可以把最后一颗留给对手
   *[stones] 反Nim规则：每堆至多一颗石子，只看堆数。共{ $ones }堆（偶数），先手可以把最后一颗留给对手
}
heaps-misere-big = { $kind ->
    [beads] 反Nim规则（SG值仍按正常规则计算）：有一堆不少于两颗珠子，与正常规则一样，胜负由异或和决定，{ $sum }
    [mms] 反Nim规则（SG值仍按正常规则计算）：有一种颜色不少于两颗M&M豆，与正常规则一样，胜负由异或和决定，{ $sum }
   *[stones] 反Nim规则（SG值仍按正常规则计算）：有一堆不少于两颗石子，与正常规则一样，胜负由异或和决定，{ $sum }
}
heaps-move = { $kind ->
    [beads] 从第{ $heap }堆取走{ $take }颗珠子
    [mms] 从第{ $heap }种颜色吃掉{ $take }颗M&M豆
   *[stones] 从第{ $heap }堆取走{ $take }颗石子
}
heaps-order = { $kind ->
    [mms] 先按颜色，再按吃掉的数目
   *[stones] 先按堆，再按取走的数目
}
heaps-why-last = { $kind ->
    [beads] 这一步取走了剩下的最后一颗珠子，而取走最后一颗的一方输
    [mms] 这一步吃掉了剩下的最后一颗M&M豆，而吃掉最后一颗的一方输
   *[stones] 这一步取走了剩下的最后一颗石子，而取走最后一颗的一方输
}
heaps-why-odd = { $kind ->
    [mms] 走完后剩下{ $left }，颜色数为奇数，对手只能吃掉最后一颗
   *[stones] 走完后剩下{ $left }，堆数为奇数，对手只能取走最后一颗
}
heaps-why-even = { $kind ->
    [mms] 走完后剩下{ $left }，颜色数为偶数。对手吃一颗后剩奇数种，最后一颗终归由现在的先手吃掉
   *[stones] 走完后剩下{ $left }，堆数为偶数。对手取一颗后剩奇数堆，最后一颗终归由现在的先手取走
}
heaps-why-switch = { $kind ->
    [beads] 反Nim的关键一步：走完后每堆只剩0颗或1颗珠子。按正常规则应留下异或和0，这里却剩下{ $left }，堆数为奇数，对手只能取走最后一颗
    [mms] 反Nim的关键一步：走完后每种颜色只剩0颗或1颗M&M豆。按正常规则应留下异或和0，这里却剩下{ $left }，颜色数为奇数，对手只能吃掉最后一颗
   *[stones] 反Nim的关键一步：走完后每堆只剩0颗或1颗石子。按正常规则应留下异或和0，这里却剩下{ $left }，堆数为奇数，对手只能取走最后一颗
}
heaps-why-raises = { $kind ->
    [mms] 这一步把{ $heap }的SG值从{ $before }升到{ $after }。减法游戏里，豆子少的颜色SG值反而可能更大
   *[stones] 这一步把{ $heap }的SG值从{ $before }升到{ $after }。减法游戏里，小堆的SG值反而可能更大
}
heaps-rules-nim = { $kind ->
    [beads] Nim：每一步从某一堆取走若干颗珠子（至少一颗），取走最后一颗珠子的一方获胜。
    [mms] Nim：每一步吃掉同一种颜色的若干颗M&M豆（至少一颗），吃掉最后一颗的一方获胜。
   *[stones] Nim：每一步从某一堆取走若干颗石子（至少一颗），取走最后一颗石子的一方获胜。
}
heaps-rules-misere = { $kind ->
    [beads] 反Nim博弈：每一步从某一堆取走若干颗珠子（至少一颗），取走最后一颗珠子的一方输。
    [mms] 反Nim博弈：每一步吃掉同一种颜色的若干颗M&M豆（至少一颗），吃掉最后一颗的一方输。
   *[stones] 反Nim博弈：每一步从某一堆取走若干颗石子（至少一颗），取走最后一颗石子的一方输。
}
heaps-rules-subtraction = { $kind ->
    [beads] 减法游戏，{ $set }：每一步从某一堆恰好取走s颗珠子，s属于S，无法行动的一方输。
    [mms] 减法游戏，{ $set }：每一步恰好吃掉同一种颜色的s颗M&M豆，s属于S，无法行动的一方输。
   *[stones] 减法游戏，{ $set }：每一步从某一堆恰好取走s颗石子，s属于S，无法行动的一方输。
}
heaps-move-help = { $kind ->
    [beads] `从第H堆取走K颗珠子`，也可以只写 `H K`，例如 `{ $example }`
    [mms] `从第H种颜色吃掉K颗M&M豆`，也可以只写 `H K`，例如 `{ $example }`
   *[stones] `从第H堆取走K颗石子`，也可以只写 `H K`，例如 `{ $example }`
}
heaps-parse-too-large = { $kind ->
    [beads] 珠子数 { $word } 太大了
    [mms] M&M豆数 { $word } 太大了
   *[stones] 石子数 { $word } 太大了
}
heaps-parse-unknown = 未知的命令或词 `{ $word }`。可用的命令有 hint（提示）、undo（悔棋）、help（帮助）、quit（认输），中英文都行；走法写作 { $help }
heaps-parse-two-numbers = 一步要写两个数：{ $help }
heaps-parse-no-heap = { $kind ->
    [mms] 没有第{ $heap }种颜色，编号只能是1到{ $count }
   *[stones] 没有第{ $heap }堆，编号只能是1到{ $count }
}
heaps-parse-take-zero = { $kind ->
    [beads] 每一步至少取走一颗珠子
    [mms] 每一步至少吃掉一颗M&M豆
   *[stones] 每一步至少取走一颗石子
}
heaps-parse-empty = { $kind ->
    [mms] 第{ $heap }种颜色已经空了
   *[stones] 第{ $heap }堆已经空了
}
heaps-parse-holds-only = { $kind ->
    [mms] 第{ $heap }种颜色只有{ $size }
   *[stones] 第{ $heap }堆只有{ $size }
}
heaps-parse-not-a-size = 不能取{ $take }颗，允许的数目是{ $set }
heaps-size-words = { $kind ->
    [beads] 珠子
    [mms] M&M豆
   *[stones] 石子
}
heaps-end-nim = { $kind ->
    [beads] 珠子取完了，取走最后一颗的一方获胜
    [mms] M&M豆吃完了，吃掉最后一颗的一方获胜
   *[stones] 石子取完了，取走最后一颗的一方获胜
}
heaps-end-misere = { $kind ->
    [beads] 珠子取完了，取走最后一颗的一方输
    [mms] M&M豆吃完了，吃掉最后一颗的一方输
   *[stones] 石子取完了，取走最后一颗的一方输
}
heaps-end-empty = { $kind ->
    [beads] 珠子取完了，无法行动的一方输
    [mms] M&M豆吃完了，无法行动的一方输
   *[stones] 石子取完了，无法行动的一方输
}
heaps-end-stuck = { $kind ->
    [mms] 哪种颜色都不能再吃，无法行动的一方输
   *[stones] 哪一堆都不能再取，无法行动的一方输
}

## 阶梯博弈（staircase.rs）

staircase-show-none = 没有棋子
staircase-show = 棋子位于 { $cells }
staircase-pair = { $left }和{ $right }
staircase-pair-wall = 墙和{ $right }
staircase-gap = 间隔{ $gap }
staircase-becomes = { $pair }，间隔{ $gap }
staircase-move = 把位于{ $from }的棋子移到{ $to }
staircase-order = 按棋子所在的格子从左到右
staircase-note-left = 这一步移的是一对中左边的棋子，这一对的间隔从{ $before }变成{ $after }。阶梯博弈里堆可以变大，代价是左边那个不算堆的间隔变小了
staircase-rules = 阶梯博弈（POJ 1704）：棋子放在一排格子上，格子依次编号为1、2、3……。每一步把一枚棋子向左移动任意格，不能移到或越过左边的棋子，也不能越过第1格，无法行动的一方输。
staircase-move-help = `把位于P的棋子移到Q`，也可以只写 `P Q`，例如 `{ $example }`
staircase-parse-not-a-move = 这既不是走法，也不是命令（hint提示、undo悔棋、help帮助、quit认输，中英文都行）。{ $help }
staircase-parse-too-large = 格子编号 { $word } 太大了
staircase-parse-not-a-cell = `{ $word }` 不是格子编号
staircase-parse-no-chessman = 格子{ $from }上没有棋子
staircase-parse-not-left = 棋子只能向左移，{ $to } 不在 { $from } 左边
staircase-parse-cell-zero = 格子从1开始编号
staircase-parse-in-the-way = 位于{ $from }的棋子到不了{ $to }，中间有位于{ $other }的棋子挡着
staircase-size-words = 棋子左边的空格子
staircase-end = 每枚棋子都已紧挨墙或左边的棋子，无法行动的一方输

## 剪纸游戏（cutting.rs）

cutting-show = 纸片 { $pieces }
cutting-rule-over = 已经剪出1×1的纸片，游戏结束
cutting-rule-strip = 先手可以从{ $strip }的纸片上剪下一张1×1的纸片，立即获胜
cutting-rule-units = 只剩1×1的纸片，不能再剪，先手无路可走
cutting-rule-sum-units = { $sum }（1×1的纸片不能再剪）
cutting-move = 把{ $piece }的纸片剪成{ $a }和{ $b }
cutting-pieces = { $a }和{ $b }
cutting-order = 按纸片，先剪宽再剪高，较窄的部分在前
cutting-why-unit = 这一步从{ $strip }的纸片上剪下一张1×1的纸片，立即获胜
cutting-why-strip = 这一步留下一张{ $strip }的纸片，对手从上面剪下1×1的纸片，立即获胜
cutting-rules = 剪纸游戏（POJ 2311）：每一步沿网格线把一张纸片剪成两张，先剪出1×1纸片的一方获胜。
cutting-move-help = `{ $example }`，也可以只写 `4x3 1x3`
cutting-parse-not-a-move = 这不是走法：{ $help }
cutting-parse-no-piece = 没有{ $piece }的纸片（现有的纸片：{ $pieces }）
cutting-parse-not-a-part = { $part } 不是{ $piece }纸片的一部分。每一剪保持一条边不变，把另一条边分成两段
cutting-parse-cannot = { $piece }的纸片剪不成{ $a }和{ $b }，每一剪只把一条边分成两段
cutting-size-words = 两边都至少为2的纸片的面积
cutting-end-won = 已经剪出1×1的纸片，剪出这一张的一方获胜
cutting-end-units = 只剩1×1的纸片，不能再剪，无法行动的一方输

## 无前缀游戏（prefix_free.rs）

prefix-root-long = 第{ $owner }个字符串的前{ $len }个字符，再接{ $bit }
prefix-show-empty = L = { $l }，还没有字符串
prefix-show-long = （第{ $i }个字符串，长{ $n }个字符）
prefix-show = L = { $l }，字符串 { $strings }
prefix-free-subtree = 位于{ $root }的自由子树
prefix-height = 高度为{ $height }
prefix-move-root = 添加字符串{ $root }
prefix-move-any = 添加任意一个以{ $root }开头、长为{ $length }的字符串（共{ $count }个，例如{ $example }）
prefix-order = 按自由子树的根的字典序排列
prefix-kinds = { $n }类
moves-count = { $n }种
prefix-becomes-nothing = 什么都不剩，新字符串就是这棵子树的根
prefix-becomes-one = 新字符串旁边那棵高度为{ $height }的自由子树
prefix-becomes-many = 新字符串旁边那{ $j }棵自由子树，高度从{ $from }到{ $to }
prefix-chars = 长{ $n }个字符
prefix-nth-string = 第{ $n }个字符串{ $string }
prefix-conflict-equal = 与{ $string }相同
prefix-conflict-has-prefix = { $string }是新串的前缀
prefix-conflict-is-prefix = 新串是{ $string }的前缀
prefix-example-zeros = 根后面接{ $n }个零
prefix-rules = 无前缀游戏（ARC 087 E）：每一步添加一个长为1到L的01串，集合中任何一个串都不能是另一个串的前缀，无法添加的一方输。
prefix-move-help = `添加0110`，也可以只写 `0110`
prefix-parse-not-a-move = 这不是走法：{ $help }
prefix-parse-conflict = 不能添加{ $string }：{ $why }
prefix-parse-too-long = { $string } 太长了，字符串的长度至多为 L = { $l }
prefix-add = 添加{ $string }
prefix-size-words = 还能添加的字符串
prefix-end = 再也添加不了长为1到L的字符串，无法添加的一方输

## Mock Turtles（mock_turtles.rs）和翻硬币游戏（coin_games.rs）

coin-name = 硬币{ $coin }
mock-show-none = 没有正面朝上的硬币
mock-show = 正面朝上的硬币位于 { $heads }
mock-move = 翻转硬币{ $coins }
mock-order = 先按由正面翻成反面的那枚硬币，再按其余硬币，从小到大
coins-run = 硬币{ $from }到{ $to }
coins-corners = 四个角{ $corners }
coins-rectangle = 从{ $from }到{ $to }的每一枚硬币
coins-cells = 位于{ $cells }的硬币
coins-coins = 硬币{ $coins }
coins-drawing-row = 硬币  { $labels }
coins-move = 翻转{ $coins }
coins-order = 先按由正面翻成反面的那枚硬币（逐行），再按规则列出走法的顺序
coins-parse-too-large = 硬币编号 { $word } 太大了
coins-parse-dash = { $word } 不是硬币编号。硬币编号是整数，一段连续的硬币写作 `3 to 7`
coins-parse-not-a-coin = { $word } 不是硬币编号
coins-parse-a-number = 硬币要用一个数表示
coins-parse-a-cell = 硬币要用一个格子 `x, y` 表示
coins-parse-twice = 硬币{ $coin }写了两次
coins-parse-none = 没有写硬币
coins-parse-no-coin = 没有硬币{ $coin }，硬币编号是{ $first }到{ $last }
coins-parse-no-cell = 没有硬币({ $x }, { $y })，行号是{ $fx }到{ $lx }，列号是{ $fy }到{ $ly }
coins-parse-no-corners = { $from }到{ $to }构不成四个角，矩形的四个角要分在两行两列上
coins-rules-row = { $name }，一排{ $coins }枚硬币：每一步{ $rule }，所翻硬币中最右边的一枚须由正面翻成反面，无法行动的一方输。
coins-rules-board = { $name }，{ $rows } × { $cols }的硬币棋盘：每一步{ $rule }，所翻硬币中行号和列号最大的一枚须由正面翻成反面，无法行动的一方输。
coins-help-run = `3 to 7` 表示一段连续的硬币
coins-help-corners = `a,b to x,y` 表示那个矩形的四个角
coins-help-rectangle = `a,b to x,y` 表示那个矩形里的每一枚硬币
coins-move-help = `{ $example }`，也可以只写 `{ $short }`；{ $range }
coins-move-help-none = `翻转硬币3、5和9`，也可以只写 `3 5 9`；{ $range }
coins-parse-right-of-corner = 一步所翻的硬币都要在角所在的列或其左边。角是所翻硬币中行号最大的一枚，即那一行最右边的一枚。{ $coin } 在角 { $corner } 的右边
coins-parse-tails = 硬币{ $coin }是反面，而一步所翻的最后一枚硬币须由正面翻成反面
coins-parse-not-a-move = 翻转{ $coins }不是{ $name }的走法。{ $rule }
coins-size-words = 把正面读成二进制数（硬币i代表2^i）
coins-end-tails = 硬币全是反面，无法行动的一方输
coins-end-stuck = 没有哪枚正面的硬币能开始一步，无法行动的一方输

## Turning Corners（corners.rs）

light-name = 灯({ $x }, { $y })
corners-show-none = 没有亮着的灯
corners-show = 灯位于 { $lights }
corners-listed-again = 再次列出
corners-uncounted = 两个坐标都不小于{ $small }的{ $far }盏亮灯处还有必胜走法，未搜索，未计数
corners-move = 拨动位于{ $lights }的灯
corners-order = 先按亮着的那个角在列表中的顺序，再按对角的行

## Project Euler 459（flipping.rs）

flip-move = 翻转右上角为({ $x }, { $y })的{ $w }×{ $h }矩形

## 讲解的各行（explain/render.rs）

lesson-game = 游戏：{ $game }
lesson-theorem = 定理：{ $theorem }
lesson-title = { $label }：{ $position }
lesson-none = （没有）
lesson-component = { $name }：SG值为{ $value }
lesson-component-detail = { $name }，{ $detail }：SG值为{ $value }
lesson-because = 因为{ $reason }
lesson-reasons-omitted = （后{ $count }个值同理可得，不再逐一写出理由）
lesson-nim-sum-word = 异或和
lesson-sum-word = 和
lesson-star-sum-one = 和为{ $x }
lesson-star-sum-many = { $n }个值的和为{ $x }
lesson-star-sum-terms = 和 { $terms } = { $x }
lesson-to-win = 必胜策略：把某个SG值为v的部分变成SG值为{ $worth }的局面，{ $sum }就变成{ $zero }。Nim里SG值只能变小，所以v必须含有{ $x }的最高位{ $top }
lesson-to-win-any = 必胜策略：把某个SG值为v的部分变成SG值为{ $worth }的局面，{ $sum }就变成{ $zero }。这里一步既可能让SG值变小，也可能让SG值变大，必胜走法见下
lesson-to-win-misere = 必胜策略：与正常规则相同，把某个SG值为v的部分变成{ $worth }，{ $sum }就变成{ $zero }，v必须含有{ $x }的最高位{ $top }；但若这样走完只剩0和1的部分，就改为留下奇数个1（{ $sum } { $one }）
lesson-verdict-wins = 结论：输出“{ $words }”，先手必胜
lesson-verdict-loses = 结论：输出“{ $words }”，先手必败
lesson-board-value = 棋盘的SG值：P1({ $n }) { $times } P2({ $n }) = { $product } = { $value }。由翻硬币游戏的定理，棋盘的SG值是每个白色圆盘的SG值g1(x) { $times } g2(y)之和，由分配律等于P1(N) { $times } P2(N)
lesson-binary = 写成二进制，逐列不进位相加，某列有奇数个1则该位为1：
lesson-binary-row = { $name }：{ $value }
lesson-binary-long = { $sum } { $x } 写成二进制是 { $bits }（二进制竖式至多画{ $terms }个部分，每个至多{ $most }位）
lesson-why = { $component }（SG值为{ $before }）变为{ $becomes }，SG值为{ $worth }，走完后{ $sum }为{ $after }
lesson-with-note = { $text }；{ $note }
lesson-why-label = 理由：{ $why }
lesson-why-loses = 为什么会输：{ $why }
lesson-winning-uncounted = 必胜走法：{ $note }。其中一种：
lesson-winning-all = 必胜走法共{ $count }，{ $order }：
lesson-winning-first = 必胜走法共{ $count }，下面列出前{ $shown }种，{ $order }：
lesson-winning-and = （此外，{ $note }）
lesson-no-move = 无路可走，先手必败
lesson-one-part = 每一步恰好改变一个{ $part }，而且变不成SG值相同的局面（任何后继的SG值都不等于当前值，这正是mex的含义），所以现在为{ $zero }的{ $sum }不可能仍为{ $zero }
lesson-cuts = 每一剪要么留下1×k的纸片，被对手立即剪出1×1的纸片，要么把一张纸片剪成SG值不同的纸片（任何后继的SG值都不等于当前值，这正是mex的含义），所以现在为{ $zero }的{ $sum }不可能仍为{ $zero }
lesson-by-rule = 无论怎么走，按上面的规则，留给对手的都是必胜态
lesson-no-win = 必胜走法：没有。{ $because }
lesson-no-win-example = 必胜走法：没有。{ $because }。举一例：
lesson-not-zero = { $why }，不为{ $zero }，对手必胜

## 一个部分为什么值这个SG值（render.rs: reason_text）

reason-heap-zero = { $kind ->
    [mms] 有0颗M&M豆的颜色无路可走，空集的mex是{ $zero }
   *[stones] 大小为0的Nim堆无路可走，空集的mex是{ $zero }
}
reason-heap-one = { $kind ->
    [mms] 只有1颗M&M豆的颜色吃完剩0颗（SG值为0），而{ $mex } = { $one }
   *[stones] 大小为1的Nim堆只能变成大小为0的堆（SG值为0），而{ $mex } = { $one }
}
reason-heap-range = 0到{ $last }
reason-heap = { $kind ->
    [mms] 有{ $size }颗M&M豆的颜色吃过后可以剩{ $reach }颗，SG值都等于颗数，而{ $mex } = { $value }
   *[stones] 大小为{ $size }的Nim堆可以变成大小为{ $reach }的堆，SG值都等于堆的大小，而{ $mex } = { $value }
}
reason-ones = { $n ->
    [0] 不含1
    [1] 含一个1
   *[other] 含{ $n }个1
}
reason-odious = od({ $x }) = { $value }：2·{ $x } = { $double } = { $binary }₂，{ $ones }，是odious数，所以 od({ $x }) = 2·{ $x } = { $plain }
reason-evil = od({ $x }) = { $value }：2·{ $x } = { $double } = { $binary }₂，{ $ones }，是evil数，所以 od({ $x }) = 2·{ $x } + 1 = { $plain } = { $plain_binary }₂，{ $plain_ones }，是odious数
reason-lowbit = lowbit({ $height }) = { $value }：{ $height } = { $binary }₂，最低位的1代表{ $plain }，即整除{ $height }的最大的2的幂
reason-option = { $becomes }，SG值为{ $worth }
reason-option-sep = ；或
reason-step-sep = ；
reason-mex-none = 没有{ $kind }，空集的mex是{ $zero }
reason-mex-one = 唯一的{ $kind }留下{ $option }，所以{ $mex } = { $value }
reason-mex-all = { $n }种{ $kind }分别留下{ $options }，所以{ $mex } = { $value }
reason-mex-folded = { $n }种{ $kind }分别留下{ $options }；……另有{ $more }种；所以{ $values } = { $value }
reason-product-zero = { $product }：任何数与{ $zero }的积都是{ $zero }
reason-product-one = { $product }：{ $one }是乘法的单位元
reason-product = { $product }：{ $steps }
product-below-two = 小于2的数不必拆分，{ $zero }和{ $one }按整数相乘
product-split = 在Fermat 2-power F = { $f }处拆分，两数都小于 F² = { $square }：{ $split }
product-halves = 三个一半大小的积：{ $products }
product-combine = { $square }，所以 { $result }

## Project Euler 459 的各行（render.rs）

flip-factors = 棋盘是两个连续段游戏的积，即平方数连续段游戏乘以三角形数连续段游戏（白色圆盘即正面）。沿一行的宽度取自{"{"}{ $widths }{"}"}，沿一列向上的高度取自{"{"}{ $heights }{"}"}
flip-single-head = 每个因子中单独一个正面：g(x) = mex{"{"} P(x − 1) { $plus } P(x − l) : l 为连续段长度，l ≤ x {"}"}。因为在x处结束、长为l的一段会翻转x之前的l − 1枚硬币，SG值为 P(x − 1) { $plus } P(x − l)，其中 P(k) = g(1) { $plus } … { $plus } g(k)
flip-g1 = g1(x)，x从1到{ $n }，即宽度的连续段游戏（x是列，沿一行）：{ $values }
flip-because-g1 = 因为 g1({ $n })：{ $reason }
flip-g2 = g2(y)，y从1到{ $n }，即高度的连续段游戏（y是行，沿一列向上）：{ $values }
flip-because-g2 = 因为 g2({ $n })：{ $reason }
flip-values-omitted = （g1和g2只对边长不超过16的棋盘列出；这里到{ $n }为止，P1、P2是它们的{ $star ->
    [yes] 和
   *[no] 异或
}）
flip-disk-values = 各圆盘的SG值 g1(x) { $times } g2(y)，最上面一行是 y = { $n }，最左边一列是 x = 1：
flip-counted = 必胜走法共{ $count }种（只对N不超过{ $most }的棋盘列出）
flip-no-disk = 必胜走法：没有。棋盘上没有圆盘，无路可走
flip-none = 必胜走法：没有。每次翻转都会改变棋盘的SG值（一个局面走不到SG值相同的局面，因为SG值是各后继SG值的mex），所以现在为{ $zero }的SG值不可能仍为{ $zero }。举一例：
flip-parts = { $star ->
    [yes] a = { $columns }，即g1在第{ $first_column }到{ $last_column }列上的和，b = { $rows }，即g2在第{ $first_row }到{ $last_row }行上的和
   *[no] a = { $columns }，即g1在第{ $first_column }到{ $last_column }列上的异或，b = { $rows }，即g2在第{ $first_row }到{ $last_row }行上的异或
}
flip-why-wins = 这些圆盘的SG值为{ $worth }，正好等于棋盘的SG值，翻转后留下{ $leaves }；{ $parts }
flip-why-loses = 这些圆盘的SG值为{ $worth }，翻转后留下{ $leaves }，不为{ $zero }，对手必胜；{ $parts }

## 下一步去哪里（render.rs、next.rs）

next-head = 下一步：
next-play = 从这个局面开始与完美策略对弈：`{ $command }`
next-play-note = 与完美策略对弈：`{ $command }`（{ $note }）
next-play-none = play：不能从这个局面开始（{ $why }）
next-table = SG值表：`{ $command }`（{ $note }）
next-table-none = SG值表：sg_table里没有（{ $why }）
next-too-many-heaps = { $n }{ $what ->
    [colour] 种颜色
   *[other] 堆
}超过了play能接受的{ $most }
next-heap-too-large = 大小为{ $heap }的{ $what ->
    [colour] 颜色
   *[other] 堆
}超过了play能接受的{ $most }
next-too-many-stones = 总共{ $total }颗超过了play能接受的{ $most }
next-table-stops = sg_table的{ $game }表只到大小{ $most }
next-no-chessman = 没有棋子
next-too-many-chessmen = { $n }枚棋子超过了play能接受的{ $most }
next-cell-beyond = 格子{ $cell }超出了play的最后一格{ $most }
next-no-gap = 没有棋子，也就没有间隔
next-note-gap = 表中硬币g就是大小为g的Nim堆，即间隔为g；间隔为0时SG值为0
next-sides-at-most = 那里纸片的边长至多为{ $side }
next-note-cutting = 表中第{ $w }行第{ $h }列就是 { $w }×{ $h } 的纸片
next-no-heap = 这个局面没有堆
next-move-size-too-large = 取的数目{ $size }超过了play能接受的{ $most }
next-set-limits = 取法集合至多{ $sizes }个数，每个数至多为{ $largest }
next-note-heap = 表中硬币h就是大小为h的堆，大小为0的堆SG值为0；--period 给出预周期和周期
next-l-zero = L = 0时没有可以添加的字符串
next-l-too-large = L = { $l }超过了play能接受的{ $most }
next-no-free-subtree = 没有剩下自由子树
next-note-ruler = 表中硬币h的SG值为lowbit(h)，与高度为h的自由子树相同
next-no-head = 没有剩下正面朝上的硬币
next-row-ends = sg_table的一排硬币到硬币{ $coin }为止
next-note-mock = 表中硬币x就是位于x的正面，与这里一样从0开始编号
next-no-light-on = 没有亮着的灯
next-board-limits = play的棋盘行数和列数都至多为{ $side }，硬币至多{ $coins }枚
next-no-light-listed = 没有列出灯
next-note-corners = 表中第x行第y列是 x ⊗ y，即位于(x, y)的灯
next-piles-empty = 每堆都是空的，SG值为0
next-note-fibonacci = 取法为不超过最大一堆的斐波那契数；表中硬币h就是大小为h的堆，大小为0的堆SG值为0；--period 给出预周期和周期
next-note-misere = 表中硬币h代表有h颗M&M豆的一种颜色，按正常规则SG值为h；只要有一种颜色不少于两颗，反Nim博弈就看这个值
next-no-disk = 没有圆盘
next-coins-at-most = play的棋盘至多{ $coins }枚硬币
next-note-play-pe459 = 每个圆盘都是白色，即每枚硬币都是正面；play里的硬币`x,y`就是第x列、第y行的圆盘
next-note-table-pe459 = 表中第x行第y列是第x列、第y行的圆盘，与这里一样都从1开始
next-light-below = 那里Turning Corners的灯坐标须小于{ $side }
next-note-play-product = { $star ->
    [yes] Turning Corners中位于({ $a }, { $b })的一盏灯，SG值为{"*"}{ $a } × {"*"}{ $b }
   *[no] Turning Corners中位于({ $a }, { $b })的一盏灯，SG值为{ $a } ⊗ { $b }
}
next-note-table-product = { $star ->
    [yes] Nim积的乘法表：第{ $a }行第{ $b }列是{"*"}{ $a } × {"*"}{ $b }
   *[no] Nim积的乘法表：第{ $a }行第{ $b }列是{ $a } ⊗ { $b }
}

## explain 的各个情形（explain/cases.rs）：标签、备注、各部分是什么

label-case = 情形 { $n }
label-line = 第{ $n }行
label-case-set = 情形 { $case }（S = {"{"}{ $set }{"}"}）
label-case-position-set = 情形 { $case }，局面 { $position }（S = {"{"}{ $set }{"}"}）
label-the-set = 集合
snim-no-position = 没有要判断的局面（评测数据的这一行是空的）
note-place-twice = 列出两次的位置只算一个正面
note-light-twice = 列出两次的灯算作又熄灭了
note-zero-line = 评测数据中 `0 0 0` 这一行表示输入结束；作为局面，就是三堆空的石子
frame-staircase = 从右往左两两配对，每一对中间的间隔就是一堆Nim，SG值等于间隔的大小：
frame-cutting = 两边都不小于2的纸片。剪出1×k纸片的一剪会立即输掉，所以只有两边都保持 ≥ 2 的安全剪法才算数；每张纸片的SG值是其安全剪法的SG值的mex：
frame-snim = 各堆都是减法游戏S，SG值为 g(h) = mex{"{"} g(h − s) : s ∈ S, s ≤ h {"}"}（mex即不在集合中的最小非负整数）：
frame-prefix-free = 自由子树，即新字符串可以放的地方，SG值为 lowbit(h)，h为子树高度，也就是整除高度的最大的2的幂：
frame-mock-turtles = 正面朝上的硬币，SG值为 od(x)，即第x个odious数（二进制中1的个数为奇数的数），等于2x或2x + 1：
frame-corners = 各盏灯按列出的顺序，SG值为Nim积 x ⊗ y：
frame-fibonacci = 各堆都是以斐波那契数为取法的减法游戏，SG值为 g(h) = mex{"{"} g(h − f) : f 为斐波那契数，f ≤ h {"}"}：
frame-misere = 各种颜色（反Nim博弈，吃掉最后一颗M&M豆的一方输），按正常规则SG值等于豆子数：
part-gap = 一对的间隔
part-piece = 纸片
part-heap = 堆
part-free-subtree = 自由子树
part-head = 正面（与一同翻转的硬币一起翻到反面）
part-light = 灯（与另外三个角一起熄灭）
part-pile = 堆
part-colour = 颜色
flip-board = { $n }×{ $n }的棋盘，每个圆盘都是白色
flip-order = 先按角所在的列，再按宽度，再按角所在的行，最后按高度
flip-run-one = 什么都不剩（长为1的连续段，只翻硬币{ $coin }）
flip-run = 位于{ $from }到{ $to }的正面（长为{ $len }的连续段）

## 命令行上给出的局面（explain/cases.rs）

word-cell = 格子
word-move-size = 取的数目
word-heap = 堆
word-pile = 堆
word-colour = 一种颜色的M&M豆数
word-place = 位置
word-coin = 硬币
position-negative = { $what } { $word } 是负数，应为{ $least }到{ $most }之间的整数
position-not-whole = { $what } { $word } 不是非负整数（应为{ $least }到{ $most }）
position-too-small = { $what } { $value } 太小，至少为{ $least }
position-too-large = { $what } { $value } 太大，至多为{ $most }
position-word-count = 局面的写法是 { $shape }，共{ $n }个词，这里却有{ $found }个
position-cell-twice = 格子{ $cell }出现了两次（第{ $word }个词）
position-snim-nothing = 局面的写法是 `S HEAP...`，S形如 `2,5`，这里什么都没有
position-set-empty-size = 集合 { $set } 里有一个空的数目
position-set-bad = 集合 { $set }：{ $why }
position-heap-too-large = 对这个取法集合而言，堆 { $heap } 太大了：{ $why }
position-prefix-nothing = 局面的写法是 `L STRING...`，这里什么都没有
position-string-conflict = 字符串 { $string } 加不进集合：{ $why }
position-string-too-long = 字符串 { $string } 长为{ $length }，超过了 L = { $l }
position-not-a-light = { $word } 不是灯的写法 `X,Y`
position-light-bad = 灯 { $light }：{ $why }
position-no-candy = 没有一种颜色有M&M豆。一颗糖都没有时，评测的游戏无定义

## 各题的游戏和决定胜负的定理（explain/cases.rs: names）

game-poj1704 = 阶梯博弈，棋子在一排格子上向左移动；从右往左两两配对，每一对中间的间隔就是一堆Nim
theorem-bouton-staircase = Bouton定理：Nim局面是先手必败态（P局面）当且仅当各堆的异或和为0。移动一对中左边的棋子只会让这一对的间隔变大，对手随即可以把它缩回去，所以这种走法不起作用
game-poj2311 = 剪纸游戏，先手面对1×k的纸片可以立即获胜，所以留下这种纸片的一剪必败，剩下的就是只用安全剪法的正常规则游戏
theorem-sg-cuts = { $star ->
    [yes] Sprague–Grundy定理（SG定理）：一张纸片的SG值是其各安全剪法SG值的mex，一剪的SG值是剪出的两张纸片的和；局面的SG值是各纸片的和，为0时先手必败
   *[no] Sprague–Grundy定理（SG定理）：一张纸片的SG值是其各安全剪法SG值的mex，一剪的SG值是剪出的两张纸片的异或；局面的SG值是各纸片的异或和，为0时先手必败
}
game-poj2960 = S-Nim，一种减法游戏，每一步从某一堆恰好取走s颗珠子，s属于集合S
theorem-mex-heap = mex规则：一堆的SG值，是这一堆能变成的各堆的SG值中没有出现的最小非负整数
theorem-sg-heaps = Sprague–Grundy定理（SG定理）：局面的SG值是各堆SG值的异或和，为0时先手必败
game-arc087_c = 无前缀游戏，新字符串恰好落在集合的Trie的某一棵自由子树里，所以整个游戏是各自由子树的游戏的和
theorem-ruler = 尺子函数：高度为h的满二叉自由子树，SG值为lowbit(h)，即整除h的最大的2的幂
theorem-sg-subtrees = Sprague–Grundy定理（SG定理）：集合的SG值是各自由子树SG值的异或和，为0时先手必败
game-hdu3537 = Mock Turtles，每一步翻一枚、两枚或三枚硬币，最右边的一枚须由正面翻成反面
theorem-coin-turning-heads = 翻硬币游戏的定理（即Sprague–Grundy定理，每个正面各是一个游戏）：一排硬币的SG值，是每个正面单独存在时SG值的异或和
theorem-odious = odious数：单独位于x的正面，SG值为od(x)，即第x个odious数（二进制中1的个数为奇数的数）
game-hdu3404 = Turning Corners，两个“恰好翻两枚硬币”游戏的积，单独位于x的硬币SG值为x。每一步拨动一个矩形的四个角，矩形右下角的灯须亮着
theorem-tartan-corners = Tartan定理：在游戏的积中，单独位于(x, y)的正面SG值为 g1(x) ⊗ g2(y)，这里就是Nim积 x ⊗ y
theorem-coin-turning-lights = 翻硬币游戏的定理（即Sprague–Grundy定理，每盏灯各是一个游戏）：这些灯的SG值是各自SG值的异或和，为0时先手必败
game-hdu1848 = 以斐波那契数为取法的减法游戏，每一步从某一堆取走1、2、3、5、8……颗石子
theorem-mex-pile = mex规则：一堆的SG值，是这一堆能变成的各堆的SG值中没有出现的最小非负整数
theorem-sg-piles = Sprague–Grundy定理（SG定理）：三堆的SG值是各堆SG值的异或和，为0时先手必败
game-hdu1907 = 反Nim博弈，每一步吃掉某一种颜色的任意颗M&M豆，吃掉最后一颗的一方输
theorem-bouton-misere = 反Nim博弈的Bouton定理：只要有一种颜色不少于两颗，先手必胜当且仅当异或和不为0，走法与正常规则相同，只有在走完会只剩0颗和1颗的颜色时，改为留下奇数个一颗的颜色；若每种颜色都至多一颗，先手必胜当且仅当颜色数为偶数
game-pe459 = 翻转游戏，即平方数连续段游戏与三角形数连续段游戏的积，每一步翻转一个w × h矩形中的每个圆盘，w是平方数，h是三角形数，矩形右上角的圆盘须是白色
theorem-tartan-disks = Tartan定理：位于(x, y)的白色圆盘SG值为 g1(x) ⊗ g2(y)，g1和g2是两个连续段游戏按mex规则算出的SG值
theorem-coin-turning-disks = 翻硬币游戏的定理（即Sprague–Grundy定理，每个白色圆盘各是一个游戏）：棋盘的SG值是各白色圆盘SG值的异或和，为0时先手必败；W(N)是走完留下0的第一步的个数
game-nim_product_64 = 无（本题不是游戏，求2^64以内两数的Nim积，即Turning Corners中位于(a, b)的灯的SG值）
theorem-fermat = { $star ->
    [yes] Fermat 2-power 递推：对Fermat 2-power F = 2^(2^k)，当 x < F 时 {"*"}F × {"*"}x = {"*"}(F·x)，且 {"*"}F × {"*"}F = {"*"}F + {"*"}(F/2)，所以三个一半大小的积就决定了 {"*"}a × {"*"}b
   *[no] Fermat 2-power 递推：对Fermat 2-power F = 2^(2^k)，当 x < F 时 F ⊗ x = F·x，且 F ⊗ F = F ⊕ F/2，所以三个一半大小的积就决定了 a ⊗ b
}

## explain 的帮助：各题评测输入的格式（explain/guide.rs）

guide-poj1704 = 先是T，然后每个情形给出N和N枚棋子所在的格子
guide-poj2311 = 若干行 `W H`，每行一张纸片，直到输入结束
guide-poj2960 = 若干组 `k s1 … sk`，接着m和m行 `l h1 … hl`，以一行0结束
guide-arc087_c = N L，然后是N个字符串，每行一个
guide-hdu3537 = 若干组数据，每组给出N和N个正面朝上的位置，直到输入结束
guide-hdu3404 = 先是T，然后每个情形给出N和N行 `x y`，即各盏灯
guide-hdu1848 = 若干行 `m n p`，每行三堆，以 `0 0 0` 结束
guide-hdu1907 = 先是T，然后每个情形给出N和N种颜色的M&M豆数
guide-pe459 = N，棋盘的边长
guide-nim_product_64 = 先是T，然后T行 `a b`

## explain 的命令行（explain/mod.rs）

problem-title = { $judge }《{ $name }》
problem-title-id = { $title }（{ $id }）
explain-help-input = 评测数据：{ $input }
explain-help-position = 局面：`{ $position }`，例如 `{ $example }`
explain-help =
    用法：explain [--star] [--full] [--all] <id> < 评测数据
          explain [--star] [--full] <id> <局面>
          explain <id> --help        （本题评测数据的格式，附例子）
          （`--lang en|zh` 可放在任何位置，选择语言；不加时按
          LC_ALL、LC_MESSAGES 或 LANG）

    读入一道题的评测数据，或命令行上给出的一个局面，
    先说明这是什么游戏、由哪条定理决定胜负，再逐个情形讲解答案的由来：
    局面分成哪几部分，各部分的SG值是多少、为什么；
    按二进制竖式不进位相加，求出异或和（反Nim博弈则按反Nim规则）；
    给出结论；用游戏本身的说法列出每一种必胜走法
    （太多时只列个数和前{ $cap }种），并说明为什么能赢；
    没有必胜走法时，举一步说明为什么赢不了。
    最后给出从这个局面开始对弈的 `play` 命令，
    以及列出这些SG值的 `sg_table` 命令。

    选项：
      --star    把SG值写成Nim数 *n（和 *3 + *5 = *6，积 *2 × *3 = *1）
      --full    列出每个mex的全部选项（不加时，选项超过{ $most }个只列
                前{ $listed }个，再注明其余的个数）
      --all     显示评测数据的全部情形（不加时，超过{ $shown }个情形只显示
                前{ $shown }个，再注明情形总数）
      --lang L  语言：en（英文）或 zh（中文）

    题目：
    { $problems }
explain-problem-help =
    { $title }

    评测数据（标准输入）：{ $input }，例如
    { $example }
    命令行上的局面：`{ $position }`，例如 `{ $position_example }`，相当于评测数据
    { $stands_for }
explain-unknown-option = 未知的选项 { $option }，可用的选项有 --star、--full、--all、--lang、--help
explain-name-a-problem = 请给出题目：explain <id> < 评测数据（见 --help）
explain-unknown-problem = 没有题目 { $id }；可选的题目有 { $problems }
explain-position-error = { $error }（见 `explain { $id } --help`）
explain-more-cases = （共{ $total }个情形，只显示前{ $limit }个；加 `--all` 显示全部）

## 每个SG值推导一次，以及周期（explain/derive.rs）

derive-line = { $own ->
    [own] 推导一次，对象是本局面中的{ $subject }
    [product] 推导一次。{ $subject }
    [product-beside] 本题这个积的选项太多，换旁边一个小一点的积推导一次。{ $subject }
   *[beside] 本局面各部分的选项太多，换旁边的一个例子推导一次，对象是{ $subject }
}。{ $mex } = { $formula }；{ $rest }
derive-mock-subject = 单独一个正面（{ $x }号硬币）
derive-mock-alone = 什么都不剩（只翻{ $x }号硬币）
derive-mock-turn = 正面在{ $heads }（{ $x }号硬币与{ $heads }一起翻）
derive-rest-od = 其余正面的SG值由通项公式od(x)给出
derive-tree-subject = 高度为{ $h }的自由子树
derive-tree-root = 什么都不剩（新串就是子树的根）
derive-tree-below = 高度为{ $heights }的自由子树（新串在子树的根下{ $k }层，那一层的{ $strings }个串都一样）
derive-rest-lowbit = 其余自由子树的SG值由通项公式lowbit(h)给出
derive-light-subject = 单独亮着的灯({ $x }, { $y })，走法是拨动(a′, b′)、(a′, { $y })和({ $x }, b′)，其中a′ < { $x }，b′ < { $y }，留下 a′ ⊗ { $y } ⊕ { $x } ⊗ b′ ⊕ a′ ⊗ b′，这正是Conway对Nim积的定义
derive-corner-option = a′ = { $a }，b′ = { $b }
derive-rest-light = 其余灯的SG值由Nim积 x ⊗ y 给出
derive-product-subject = 按Conway的定义，{ $x } ⊗ { $y }是对所有a′ < { $x }、b′ < { $y }取 a′ ⊗ { $y } ⊕ { $x } ⊗ b′ ⊕ a′ ⊗ b′ 的mex
derive-rest-product = 有了上面的Fermat 2-power递推，不必列出选项就能算出任何积
derive-disk-subject = 单独一个白色圆盘({ $x }, { $y })，走法是翻转以这个圆盘为右上角的矩形
derive-flip-option = { $n ->
    [0] 什么都不剩（1×1的翻转）
   *[other] 其余{ $n }个圆盘（翻转{ $w }×{ $h }的矩形时）
}
derive-rest-disk = 其余圆盘的SG值由Tartan定理的 g1(x) ⊗ g2(y) 给出
period-found = S = { $set } 时SG值有周期：预周期为{ $pre }，周期为{ $q }，即对每个h ≥ { $pre }都有g(h + { $q }) = g(h)。依据如下：从g({ $pre })起的{ $m }个值在{ $q }之后原样重现，而每个值只取决于前面的{ $m }个值（{ $m }是S中最大的一步），所以此后一直循环。算到这里就可以停，任何h ≥ { $pre }的SG值都等于 g({ $pre } + (h − { $pre }) mod { $q })
period-values = { $cut ->
    [all] 从开头到第一个周期结束：g(0 … { $last }) = { $values }
   *[cut] 开头几个值：g(0 … { $last }) = { $values } …（到第一个周期结束共{ $whole }个值）
}
period-before = 这里最大的{ $largest }在周期开始的{ $pre }之前
period-first = 这里最大的{ $largest }在SG值第一次重复（{ $whole }）之前
period-inside = 这里最大的{ $largest }已在循环部分：g({ $largest }) = g({ $at })
period-none = S = { $set } 时前{ $searched }个值中还没有出现周期。减法游戏的SG值终究会循环，因为每个值由前面的{ $m }个值决定，只是这里来得更晚，所以只能逐个算到最大的那个
derive-pair-subject = 左边靠墙、间隔为{ $gap }的单独一对棋子
derive-pair-option = 间隔{ $gap }（右边的棋子左移{ $k }格）
derive-gap = 间隔的大小{ $gap }
derive-rest-gap = 移动一对中左边的棋子只会让间隔变大，对手随即可以缩回去，所以每一对的SG值就是间隔的大小
