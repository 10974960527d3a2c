# 学习台的网页（src/study/web）：网页自己说的每一句话。讲解、对局的走法和表格用的是
# explain、play 和 sg_table 的消息。

desk-name = grundy：学习台
desk-language = 语言
desk-index-heading = 学习台
desk-index-intro = 选一道题，输入或粘贴一个局面：局面画成图，旁边列出每个SG值和理由；可以和完美的对手下完这一局，还能看这个游戏的SG值表。
desk-index-problems = 题目

## 每道题：游戏的名字、题目问什么、一句话的思路。

desk-game-poj1704 = 阶梯博弈
desk-asks-poj1704 = 一排格子上放着若干枚棋子，每格至多一枚。每一步把一枚棋子向左移动任意格，不能移到或越过左边的棋子，也不能越过第1格；无法移动的一方输。“Georgia”先走，谁赢？
desk-idea-poj1704 = 从右往左把棋子两两配对：每一对中间的间隔就是一堆Nim
desk-game-poj2311 = 剪纸游戏
desk-asks-poj2311 = 一张W × H个方格的纸。每一步沿格线把一张纸片剪成两张；剪出1 × 1纸片的一方胜。先手能赢吗？
desk-idea-poj2311 = 剪出一边为1的纸片就会立即输；安全的剪法是各纸片的游戏的和，每张纸片的SG值是它各种剪法的mex
desk-game-poj2960 = S-Nim
desk-asks-poj2960 = 若干堆珠子和一个取数集合S。每一步从某一堆恰好取走s颗珠子，s属于S；不能走的一方输。对每个局面：先手必胜还是必败？
desk-idea-poj2960 = 每一堆的SG值是其后继局面SG值的mex，整个局面看各堆SG值的异或和
desk-game-arc087_c = 无前缀游戏
desk-asks-arc087_c = 一个由长度至多为L的二进制串组成的集合，没有一个是另一个的前缀。每一步加入一个串，集合仍要无前缀；不能再加的一方输。“Alice”先走，谁赢？
desk-idea-arc087_c = Trie的每一棵自由子树都是一个游戏，SG值是它高度的lowbit
desk-game-hdu3537 = Mock Turtles游戏
desk-asks-hdu3537 = 一排硬币，有些正面朝上。每一步翻转一枚、两枚或三枚硬币，最右边的一枚必须从正面翻到反面；不能走的一方输。先手能赢吗？
desk-idea-hdu3537 = 每个正面的SG值是一个odious数；一排硬币的SG值是各正面的异或和
desk-game-hdu3404 = Turning Corners
desk-asks-hdu3404 = 网格上的一些灯。每一步拨动一个右下角亮着的矩形的四个角；不能走的一方输。先手能赢吗？
desk-idea-hdu3404 = 位于(x, y)的灯的SG值是Nim积 x ⊗ y（Tartan定理）
desk-game-hdu1848 = 斐波那契取石子游戏
desk-asks-hdu1848 = 三堆石子。每一步从某一堆取走斐波那契数颗石子（1、2、3、5、8……）；不能走的一方输。“Fibo”先走，谁赢？
desk-idea-hdu1848 = 以斐波那契数为取数集合的减法游戏；三堆，一个异或和
desk-game-hdu1907 = 反Nim博弈
desk-asks-hdu1907 = 几种颜色的M&M豆。每一步吃掉同一种颜色的任意颗，吃掉最后一颗的一方输。“John”先走，谁赢？
desk-idea-hdu1907 = 看异或和；每种颜色都至多一颗时，只看颜色数的奇偶
desk-game-pe459 = 翻转游戏
desk-asks-pe459 = N × N的棋盘上放满白色圆盘。每一步翻转一个w × h矩形里的全部圆盘，w是平方数，h是三角形数，矩形右上角的圆盘必须是白色。记W(N)为必胜的第一步的个数，求W(N)。
desk-idea-pe459 = 两个连续段游戏的积：圆盘的SG值是 g1(x) ⊗ g2(y)，数出使异或和变为0的翻法
desk-game-nim_product_64 = Nim积
desk-asks-nim_product_64 = 本题不是游戏：对每一对小于2^64的数，求Nim积 a ⊗ b，即Turning Corners中位于(a, b)的灯的SG值。
desk-idea-nim_product_64 = 按Fermat 2-power分半，每个积由三个一半大小的积得到

## 一道题的网页。

desk-back = 全部题目
desk-asks = 题目问什么
desk-theory = 游戏和定理
desk-position = 一个局面
desk-study = 分析
desk-position-help = 写法和在命令行上给 explain 的一样：{ $shape }，例如 { $example }
desk-paste = 或者一份完整的评测输入
desk-read = 读入评测数据
desk-paste-help = { $format }；至多{ $kib } KiB（评测的样例或你自己的测试；最大的测试文件请在命令行上用 explain）
desk-cases = 各组数据
desk-cases-more = 共{ $total }组数据，只列出前{ $listed }组
desk-case-empty = 没有要判定的局面
desk-no-case = 粘贴的评测输入里没有第{ $case }组数据
desk-picture = 局面
desk-lesson = 为什么：SG值、胜负、必胜走法
desk-table = SG值表
desk-no-table = 这个局面没有SG值表：{ $why }
desk-table-too-large = { $command } 打印这张表；它的图会有{ $entries }项，多于网页显示的{ $most }项（`--svg FILE` 最多画{ $svg }项）
desk-play = 从这里开始下
desk-play-help = 在图上点选一步（必胜走法用绿框标出），或者像在 `play` 里一样输入走法，完美的对手随即应对。
desk-coins-help = 点选要翻的硬币（最后一枚必须是正面），然后按“翻转”。
desk-pair-help = 点矩形的一个角，再点另一个角。
desk-move = 你的走法
desk-play-it = 走这一步
desk-turn = 翻转
desk-clear = 清除
desk-hint = 提示
desk-take-back = 撤回这一步
desk-undo = 悔棋
desk-practice = 练习（隐藏SG值）
desk-computer-starts = 让电脑先走
desk-again = 重新开始
desk-no-play = play：这个局面不能下（{ $why }）
desk-play-command = 在终端里：{ $command }
desk-moves = 走法记录
desk-hidden = 练习：SG值、胜负和表都隐藏起来，关掉练习后才显示。
desk-working = 正在计算…
desk-offline = 学习台没有回应，请确认 `study` 仍在运行
desk-session-ended = 这个标签页的会话已经结束：空闲了{ $minutes }分钟，或者会话超过{ $sessions }个时它最久没用。页面从这道题的例子重新开始
desk-tree = Fermat 2-power 递推：每个积由三个一半大小的积得到（点击其中一个即可分析）

## 服务器的拒绝。

desk-http-no-problem = 没有这道题
desk-http-method = 这个地址要用另一种请求方法
desk-http-nothing = 这个地址什么也没有
desk-http-not-utf8 = 请求体不是UTF-8文本
desk-http-not-json = 请求体不是JSON对象
desk-http-needs-text = 请求体需要一个文本字段"{ $name }"
desk-http-tab-id = 标签页的id是8到64个字母、数字、- 或 _
desk-http-needs-case = 请求体需要一个数字字段"case"，从0开始
desk-http-needs-on = 请求体需要"on"：true 或 false
desk-http-no-action = 没有这个操作

## 图上的标注（src/study/web/draw/）。

desk-pic-worth = SG值 { $v }
desk-pic-gap = 间隔 { $g }
desk-pic-cells-left-out = { $n }格
desk-pic-wall = 墙
desk-pic-strip = 一边为1：立即获胜
desk-pic-unit = 1×1：不能剪
desk-pic-cut-out = 已经剪出了1×1的纸片
desk-pic-height = 高度 { $h }
desk-pic-root = 根
desk-pic-trie-too-large = 这棵Trie有{ $nodes }个节点，只画出自由子树
desk-pic-heads = 正
desk-pic-tails = 反
desk-pic-tails-left-out = { $n }个反面
desk-pic-more-lines = 只画出亮灯的前{ $rows }行和前{ $cols }列
desk-pic-board-too-large = { $n } × { $n }的棋盘只画出{ $most } × { $most }，SG值见讲解
desk-pic-axes = x（行）向下，y（列）向右
desk-pic-pe-axes = 列x从1开始向右，行y从1开始向上
desk-pic-product-axes = x向右，y向上
desk-pic-winning = { $what }，必胜走法
desk-pic-coin-heads = 硬币 { $coin }，正面朝上
desk-pic-coin-tails = 硬币 { $coin }，反面朝上
desk-pic-bar = { $heap }，{ $amount }：用方向键选取多少，按回车取走
desk-pic-study = 分析 { $position }
desk-pic-tree = Nim积的递推

## 学习台当场拒绝的局面，以及图里略去的部分。

desk-position-numbers = 这个局面太大：共有{ $numbers }个数，学习台至多接受{ $most }个；请在命令行上用 `explain { $id }` 讲解
desk-position-chars = 这个局面太大：字符串共有{ $chars }个字符，学习台至多接受{ $most }个；请在命令行上用 `explain { $id }` 讲解
desk-pic-first-drawn = 共{ $total }个部分，图中只画出{ $drawn }个；全部SG值和必胜走法见讲解

## 计算量大的局面排队计算。

desk-waiting = { $place ->
    [0] 正在计算这个局面
   *[other] 这个局面在排队：第{ $place }位
  }（正在计算和排队的计算量大的局面共{ $of }个）；页面会自动重新请求
desk-busy = 学习台正忙：已有{ $queue }个计算量大的局面在排队；请{ $secs }秒后再试
desk-late = 这个局面算了{ $deadline }秒还没算完；请{ $secs }秒后再试（算完后结果会保留）
desk-job-failed = 这个局面没能算出来
desk-export-position = 下载局面图（SVG）
desk-export-table = 下载这张表的图（SVG）
desk-print = 打印这份讲解
desk-export-no-session = 这个标签页没有会话，可能从未打开或已经结束；请重新打开这道题的页面
desk-export-practice = 练习中SG值和讲解是隐藏的，关掉练习后才能导出
