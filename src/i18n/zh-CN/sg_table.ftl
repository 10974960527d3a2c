# sg_table（src/study/sg_table）：帮助、各表的标题和说明、参数错误。

sg-title-coins = `{ $title }`：{ $rule }；硬币从{ $first }开始编号
sg-title-heaps = `{ $title }`：{ $rule }（堆从0开始）
sg-title-board = `{ $title }`：{ $rule }；{ $numbering }
sg-cells-from = 格子从{ $from }开始编号
sg-rows-cols-from = 行从{ $rows }开始编号，列从{ $cols }开始
sg-beside = 对照：{ $claim }
sg-closed-form = 通项公式 { $form }
sg-form-consecutive = x能被{ $k }整除时为1，否则为0
sg-form-mock-turtles = 2x为odious数时为2x，否则为2x+1
sg-form-block = x = 0或y = 0时为lowbit(x+y+1)，否则为2^(x+y)
sg-form-tartan = g1(x) ⊗ g2(y)（Tartan定理）
sg-claim-subtraction = 大小为x的一堆上的减法游戏 {"{"}{ $set }{"}"}
sg-claim-runs = 前缀异或递推 g(x) = mex{"{"}P(x−1) ⊕ P(x−l) | l属于L，l ≤ x{"}"}，其中 P(k) = g(1) ⊕ … ⊕ g(k)
sg-claim-grundy = 大小为x的一堆上的Grundy游戏
sg-header-value = SG
sg-header-claim = 结论
sg-differs = <- 不同
sg-no-closed-form = 没有通项公式
sg-closed-form-label = 通项公式：
sg-summary-agree = 全部{ $n }个值都与结论一致
sg-summary-differ = { $n }个值中有{ $bad }个与结论不同（已标出）
sg-period-subtraction = 周期（按CGSuite的记法，堆n即硬币n）：预周期 { $pre }，周期 { $period }
sg-period-not-found = 周期：前{ $limit }个值中没有出现周期
sg-period-octal = 周期（按CGSuite的记法）：预周期 { $pre }，周期 { $period }，由八进制游戏的周期定理保证
sg-period-none-certified = 周期：前{ $limit }个值中没有得到证明的周期
sg-period-none-known = 周期：未知。Grundy游戏不是八进制游戏，没有定理保证有周期，至今也没有人找到周期
sg-interrupted = sg_table：在{ $total }个表中完成{ $done }个后被中断
sg-progress = sg_table：{ $total }个表中已完成{ $done }个，用时{ $secs }秒

## sg_table --help（sg_table/catalogue.rs）

sg-help-head =
    用法：sg_table <游戏> [参数] [大小] [--upto N] [--period] [--from L]
    {"               [--svg FILE]"}
          sg_table < 请求    （批处理：不带参数，每行一个请求）

    打印一个游戏的SG值，旁边对照通项公式或与之等价的游戏，不一致处一一标出。
    一维游戏每枚硬币一个值，即只有这枚硬币正面朝上时整排的SG值；
    一排硬币的SG值是各正面SG值的异或和。
sg-family-coins = 一维翻硬币游戏（大小：硬币数，默认 { $defaults }；--upto N：到硬币N为止）：
sg-family-board = 二维翻硬币游戏（大小：ROWS COLS，默认 { $defaults }；格子从0开始，积按其因子的编号）：
sg-family-heaps = 堆游戏（大小：从0开始的堆数，默认 { $defaults }；--upto N：堆0到N）：
sg-help-options = 选项：
sg-help-period = 按CGSuite的记法给出预周期和周期；适用于 { $games }
sg-help-from = 硬币（棋盘则为行和列）从L（0或1）开始编号，不按游戏通常的编号；通项公式也按这种编号计算
sg-help-lang = 帮助和表格的语言：en（英文）或 zh（中文）。不加时按 LC_ALL、LC_MESSAGES 或 LANG；写在命令行上时对整个批处理有效
sg-help-help = 显示本说明
sg-help-batch =
    批处理：不带参数时，sg_table 从标准输入读请求，每行一个，写法和命令行相同，
    如 `ruler 16`、`subtraction 1,3,4 --upto 40 --period`；空行和 `#` 注释跳过。
    先检查全部请求，有错就只报 `error: line L: …`，一张表也不打印；
    没有错时按顺序打印各表，表与表之间空一行。

## 每个游戏在帮助中的一行和在表格第一行中的规则（sg_table/catalogue.rs）

sg-summary-one = 翻一枚硬币
sg-rule-one = 翻一枚硬币
sg-summary-nim = 翻一枚或两枚硬币，即Nim：位于x的正面就是大小为x的一堆
sg-rule-nim = 翻一枚或两枚硬币（Nim）
sg-summary-consecutive = 恰好翻K枚连续的硬币
sg-rule-consecutive = 恰好翻K枚连续的硬币
sg-summary-subtraction = 翻x，同时翻一枚x-s（s属于S，写成 `1,2,3` 这样）；x属于S时也可以只翻x
sg-rule-subtraction = 翻x，同时翻一枚x-s（s属于S）；x属于S时也可以只翻x
sg-summary-twins = 恰好翻两枚硬币x和x-s，s属于S（Twins游戏）
sg-rule-twins = 翻两枚硬币x和x-s，s属于S
sg-summary-mock-turtles = 翻一枚、两枚或三枚硬币（Mock Turtles游戏）
sg-rule-mock-turtles = 翻一枚、两枚或三枚硬币
sg-summary-ruler = 翻任意一段连续的硬币（Ruler游戏）
sg-rule-ruler = 翻任意一段连续的硬币
sg-summary-runs = 翻一段连续的硬币，长度属于L
sg-rule-runs = 翻一段长度属于L的连续硬币
sg-summary-two = 恰好翻两枚硬币（Turning Corners的一个因子）
sg-rule-two = 恰好翻两枚硬币
sg-summary-grunt = 翻0、a、x-a、x四枚对称的硬币，即Grundy游戏
sg-rule-grunt = 翻0、a、x-a、x四枚对称的硬币（0 < a < x-a）
sg-summary-block = 在[0, x] × [0, y]中翻一个连通块
sg-rule-block = 在[0, x] × [0, y]中翻一个包含(x, y)的连通块
sg-summary-corners = 翻一个矩形的四个角：Turning Corners
sg-rule-corners = 翻矩形的四个角(a, b)、(a, y)、(x, b)、(x, y)，a < x，b < y
sg-summary-rugs = 翻一个矩形里的每一枚硬币（Rugs游戏）
sg-rule-rugs = 翻矩形[a, x] × [b, y]里的每一枚硬币
sg-summary-product =
    两个一维游戏A和B的积（Tartan定理）
    写法如 `ruler`、`consecutive:3` 或 `subtraction:1,2,3`
sg-rule-product = 第一个游戏在x方向的一步与第二个游戏在y方向的一步相乘
sg-summary-octal = 八进制取走-分裂游戏 `0.d1d2…`，如 `0.77`（Kayles）
sg-rule-octal = 取走-分裂游戏
sg-summary-grundy = Grundy游戏：把一堆分成大小不等的两堆
sg-rule-grundy = 把一堆分成两堆大小不等的非空堆
sg-title-cutting = `{ $title }`：{ $rule }；W×H的纸片在第W行第H列，从1开始
sg-beside-cutting = 对照：没有通项公式。有一边为1的纸片记作 -，先手剪下1×1的纸片即可获胜；表中其余的值是安全剪法构成的游戏的SG值，安全剪法剪出的纸片两边都至少为2
sg-help-svg = 同时把表画成SVG图片，写入文件FILE。各项按SG值着色，周期用框标出；鼠标停在一项上，显示其各个选项的SG值及其mex。至多画{ $cells }项
sg-summary-cutting = 剪纸游戏（POJ 2311）：W×H的纸片在第W行第H列
sg-rule-cutting = 沿格线把一张纸片剪成两张，先剪出1×1纸片的一方获胜

## sg_table的参数错误（sg_table/parse.rs、catalogue.rs）

sg-no-game = 没有给出游戏（试试 --help）
sg-unknown-game = 未知的游戏 { $game }（见 --help）
sg-needs-params = 游戏 `{ $game }` 需要{ $n }个参数：{ $names }（见 --help）
sg-from-heaps = --from 只用于翻硬币游戏；堆从0开始编号
sg-from-cutting = --from 只用于翻硬币游戏；纸片的边长从1开始
sg-svg-too-large = --svg 最多画{ $most }项的表；这张表有{ $entries }项
sg-svg-needs-file = --svg 需要一个文件名
sg-svg-not-file = --svg 需要一个文件名，而不是 { $shown }
sg-from-range = --from { $value }：硬币从0或1开始编号
sg-negative = { $shown } 是负数：大小和参数都是非负整数
sg-unknown-option = 未知的选项 { $shown }（见 --help）
sg-what-size = 大小
sg-for-game = （对这个游戏）
sg-entry-coin = 硬币
sg-entry-cell = 格子
sg-entry-heap = 堆
sg-upto-below = --upto { $last } 小于第一个{ $what }的编号 { $first }
sg-upto-too-large = --upto { $last } 对这个游戏太大（至多为{ $most }）
sg-size-and-upto = 给出大小或 --upto，不能两个都给
sg-too-many-sizes = 大小太多：{ $sizes }（给出一个，或用 --upto N）
sg-period-applies = --period 只适用于 { $games }
sg-board-options = 二维游戏只接受 ROWS COLS 和 --from
sg-board-sizes = 二维游戏接受两个大小：ROWS COLS
sg-board-cells = { $game } 要求 ROWS x COLS 至多为{ $cells }（得到 { $rows } x { $cols }）：它的走法数按指数增长
sg-batch-line = 第{ $line }行：{ $what }
sg-batch-empty = 没有给出游戏：标准输入里没有请求（试试 --help）
sg-set-empty-element = 集合 { $set } 有一个空元素
sg-set-too-large = 集合 { $set } 的元素多于{ $most }个
sg-set-what = 集合 { $set }：
sg-unknown-factor = 乘积里有未知的一维游戏 { $game }（见 --help）
sg-factor-needs-param = 游戏 `{ $game }` 需要一个参数（见 --help）
sg-factor-no-param = 游戏 `{ $game }` 不带参数，不要写 `:`（见 --help）
sg-octal-prefix = 八进制代码 { $code } 不以 `0.` 开头
sg-octal-digit = 八进制代码 { $code } 里有数字 `{ $digit }`，每一位都必须在0到7之间
sg-octal-no-move = 八进制代码 { $code } 不允许任何走法
sg-octal-too-long = 八进制代码 { $code } 的数字多于{ $most }位

## sg_table --svg 的图（sg_table/picture.rs），也是学习台上的表

sg-pic-coin = 硬币 { $x }
sg-pic-heap = 堆 { $h }
sg-pic-cell = 格子 ({ $x }, { $y })
sg-pic-piece = 纸片 { $w }×{ $h }
sg-pic-no-cut = 根本不能剪（剪出它的一方已经赢了）
sg-pic-strip = 一边为1的纸片：先手剪出1×1的纸片，立即获胜
sg-pic-title-cutting = `{ $title }`：{ $rule }；W×H的纸片在第W行第H列，从1开始；一边为1的纸片没有SG值，先手立即获胜
sg-pic-periodic = 有周期（{ $numbering }）：预周期 { $pre }，用虚线框出；周期 { $period }，第一个周期用实线框出
sg-pic-heap-is-coin = 堆n就是硬币n
sg-pic-heap-n = 堆n
sg-pic-note-colour = 每一项按它的SG值着色；把指针停在一项上，可以看到它的各种走法留下的SG值和它们的mex
sg-pic-note-marked = 黑框：局面的各个部分
sg-pic-note-claim = 红角：这个SG值与结论不同
sg-pic-hover-none = { $name }：SG值为{ $v }，因为没有{ $option ->
        [cut] 安全的剪法
       *[move] 走法
    }，空集的mex为0
sg-pic-hover = { $name }：SG值 { $v } = mex{"{"}{ $values }{"}"}，括号里是{ $count }种{ $option ->
        [cut] 安全剪法
       *[move] 走法
    }各自留下的SG值
sg-pic-claim = { $hover }（结论给出 { $claim }）
