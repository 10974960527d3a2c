# 各工具的帮助和用法错误：judge、bundle、bench、study 和卡牌游戏的裁判
# （src/tools、src/study/web/mod.rs、src/bin/xor_trie_referee.rs）。
# 帮助的每一行不超过终端的80列，一个汉字占两列（tests/widths.rs 检查）。

# 用法错误，并指向该工具的帮助。
tool-see-help = { $what }。用法见 { $tool } --help
tool-unknown-option = 未知的选项 { $option }

## judge（src/tools/judge/command_line.rs）

judge-help =
    用法：judge [ID…]
              用本套件的程序评测 testdata/ 中的数据（默认评测所有题）
          judge --cmd '<命令>' ID
              评测你自己的程序（用 `sh -c` 运行），数据取自 testdata/ID
          judge --stress ID --cmd '<命令>' [--cases N] [--seed S]
              对拍：随机生成N组输入，把你的程序与本套件的程序逐组比较
              （默认300组，种子为1，规模从极小到最大）
    选项：
      --lenient        宽松比较：只在行末空白或末尾空行上不同的输出也算对
                       （包括缺少最后的换行），与 AtCoder、Codeforces 一致；
                       默认要求输出完全相同（CRLF 按 LF 读入）
      --no-build       不先用 `cargo build` 编译本套件的程序
      --testdata DIR   从 DIR/ID/ 读入评测数据，而不是 testdata/ID/
      --tle S          时间限制S秒，代替题目自己的（如 2 或 0.5，至多3600）
      --mle M          内存限制M MiB，代替题目自己的（至多65536）；
                       解释器光启动就超过评测机的限制时可以用
      --lang en|zh     帮助和用法错误的语言：英文或简体中文。不加时按
                       LC_ALL、LC_MESSAGES、LANG（`zh_CN.UTF-8` 为中文），
                       否则为英文
    只有 `ID.in` 而没有 `ID.out` 的数据照常运行并显示输出，但不评判。
    评测报告本身用英文，与各评测网站的结果一致。
    退出码：0 全部通过；1 有数据未通过或无法评测；2 用法错误
judge-unknown-problem = 没有这道题：{ $id }（已有的题：{ $known }）
judge-stress-needs-cmd = --stress 需要 --cmd '<命令>'，即要对拍的程序
judge-stress-one-id = --stress 的值就是题号，不能再另给题号
judge-cmd-one-id = --cmd 一次只评测一道题，请恰好给出一个题号

## bundle（src/tools/bundle/command_line.rs）

bundle-help =
    用法：bundle [--std-only] ID…
              写出 `submit/ID.rs`（默认版本：可用 proconio、itertools、
              `rustc-hash`，与 AtCoder 相同）；加 --std-only 时写出
              `submit/std/ID.rs`（只用标准库）
          bundle --all [--std-only]
              `src/tools/problems.rs` 中的每一道题；不加 --std-only 时
              两种版本都写（即 submit/ 中的内容）
    选项：
      --stdout         输出到标准输出，不写文件
      --root DIR       打包 DIR 处的代码，而不是当前这份
      --lang en|zh     帮助和用法错误的语言：英文或简体中文。不加时按
                       LC_ALL、LC_MESSAGES、LANG（`zh_CN.UTF-8` 为中文），
                       否则为英文
    ID 是题表 `src/tools/problems.rs` 中的题号，不能是路径。各工具（judge、
    bundle、bench、sg_table、explain、play、study）和卡牌游戏的裁判不打包。
bundle-root-needs-dir = --root 需要一个目录
bundle-ids-or-all = 请给出题号，或者用 --all
bundle-is-tool = { $id } 是工具，不是评测题
bundle-is-path = { $id } 是路径，不是题号
bundle-unknown-problem = 没有这道题：{ $id }
bundle-takes-ids = { $what }。bundle 只接受题表中的题号：{ $known }

## bench（src/tools/bench.rs）

bench-help =
    用法：bench [--runs N] [--dir DIR] [--prepare] [--no-build] [ID…]
    在评测机的最大输入上，交替运行每道题的程序和它的C语言基准程序
    （`benches/baselines/ID.c`，用 `gcc -O2` 编译），各计完整运行时间，
    列表给出两者的中位数（最小值–最大值）和比值。
      --runs N         每个程序计时运行的次数，1到1000（默认7）
      --dir DIR        输入、输出和编译好的基准程序放在这里
                       （默认 `target/bench`）
      --prepare        只写出输入、编译基准程序，并打印它们的路径
      --no-build       不先用 `cargo build` 编译本套件的程序
      --lang en|zh     帮助和用法错误的语言：英文或简体中文。不加时按
                       LC_ALL、LC_MESSAGES、LANG（`zh_CN.UTF-8` 为中文），
                       否则为英文
    ID 是题表中的题号（默认为全部题目）。
bench-runs-needs-number = --runs 需要一个数
bench-dir-needs-dir = --dir 需要一个目录
bench-unknown-problem = 没有这道题：{ $id }。bench 只接受题表中的题号：{ $known }

## study（src/study/web/mod.rs）

study-help =
    用法：study [--serve ADDR] [--lang en|zh]

    启动学习台，在本机浏览器中打开，本套件每道题各有一页。程序只打印地址，
    不会自己打开浏览器，一直运行到被停止（Ctrl-C）。在一道题的页面上：
    输入一个局面（写法同 `explain ID 局面`），或粘贴整份评测数据再选一组；
    看局面画出来，附上 `explain` 给出的每个值和理由；用鼠标和完美策略对弈
    （提示、悔棋、练习），同 `play`；还能把这个游戏的SG值表画成图，
    即 `sg_table ... --svg FILE` 写出的那张。

    选项：
      --serve ADDR     在地址 ADDR（`HOST:PORT`）上监听，默认 { $addr }，只限本机；
                       用 `0.0.0.0:PORT` 向局域网开放学习台，此时会给出警告
      --lang en|zh     帮助和用法错误的语言：英文或简体中文。不加时按
                       LC_ALL、LC_MESSAGES、LANG（`zh_CN.UTF-8` 为中文），
                       否则为英文
      --help           显示本说明

    限制：至多{ $sessions }个会话（每个浏览器标签页一个；满了就让空闲最久的
    让位），{ $minutes }分钟没有请求的会话结束，每局保留{ $moves }步；粘贴的评测数据
    至多{ $kib } KiB；局面的写法同 `play` 和 `explain`，至多{ $numbers }个数
    （ARC 087 E 的字符串共至多{ $chars }个字符）；计算量大的局面同时算{ $cores }个
    （每核一个），至多{ $queue }个排队。
study-unknown-argument = 未知的参数 { $arg }（可用的选项：--serve ADDR、--lang en|zh、--help）
study-serve-needs-addr = --serve 需要一个地址 `HOST:PORT`，如 `127.0.0.1:8024`
study-serve-not-addr = --serve 需要一个地址 `HOST:PORT`，而不是 { $arg }
study-unexpected = 地址后面多了 { $arg }（可用的选项：--serve ADDR、--lang en|zh、--help）
serve-cannot-listen = --serve { $addr }：无法在这里监听：{ $why }
study-cannot-start = 无法启动服务器：{ $why }
study-open-warning = 注意：学习台在 { $at } 上开放，同一网络中的任何人都能打开
study-serving = study：学习台地址 { $url }（按 Ctrl-C 停止）

## xor_trie_referee（src/bin/xor_trie_referee.rs）

referee-help =
    xor_trie_referee：异或Trie卡牌游戏的裁判，规则见 `docs/xor-trie-rules.md`

    用法：
      xor_trie_referee [--show] < 脚本
          批处理（标准输入不是终端时）：按脚本裁判，每行一条命令
          （空行和 # 开头的注释忽略）：
            players N                第一行，只写一次（N为4到8）
            round                    开始一次博弈（第一次可以省略）
            rule NAME                一条房规，写在 players 之后
                                     （score-cap、competition-ranking、
                                     death-after-skill）
            bot S [random|greedy|strong]
                                     由裁判替座位S出牌（默认 strong，即强力），
                                     写在一次博弈开始之前；只用于种子洗牌的博弈
            seed S | physical        本次博弈的牌：由种子洗出，或逐张写出实体牌
            deal v1 … vN | markers c1 … | hands a1 b1 … | deck x1 … | skills k1 …
            start S
            begin                    发牌（也可以由第一个动作触发）
            S draw [A B] | S play V self|public | S test V [J] | S take K
            S redeem | S discard K | S skill K self|public [L] | S counter | pass
            S end [keep V…] [discard W…]
            S give T
          每个事件打印一行，再打印每次博弈的排名和整场比赛的名次。
          不合规则的一行：在标准错误上打印 `error: line L: <原因>`，退出码为2。
          最后一行没有换行（写到一半被截断）时丢弃，并给出提示。
          --show                     每个回合之后画出01Trie
      xor_trie_referee [--live] [--show] [--save FILE | --resume FILE]
          现场模式（标准输入是终端时，或加 --live）：提示符说明轮到谁输入
          （`r1 t7 seat 3> `），每输入一行立即回应；不合规则的一行只得到
          一行 `error:`，局面不变。另有 undo [N]、status、board、hand S、
          history、help [rules]、quit。在终端上可以编辑本行、翻看历史
          （方向键、Ctrl-A/E、上箭头）；Ctrl-C 清空本行，在空提示符下按则
          结束现场模式。一份记录文件只供一场比赛使用，别处正在用的会被拒绝。
          每一行生效的输入都写入记录文件，批处理可以重放它：加 --save 时
          写入 FILE（从不覆盖已有文件），否则在 { $state }/grundy
          （默认 `~/.local/state/grundy`）新建一个文件，文件名在开场信息中给出。
          --resume FILE 先重放 FILE，再接着往下记。
      xor_trie_referee --serve [ADDR] [--save FILE | --resume FILE] [--bot-pause MS]
          同上的现场模式，同时在 ADDR 上向浏览器提供比赛页面（默认
          127.0.0.1:8023，只限本机；用 `0.0.0.0:PORT` 让同一网络中的手机
          连入）：一个计分屏页面，放在大家都看得到的屏幕上；每个座位一个
          页面，各用自己的秘密链接打开；人数确定后打印这些链接（和各座位的二维码）。
          键入的行和页面上按的按钮都交给同一个裁判，记入同一份记录；终端
          显示计分屏上显示的内容（手牌只在 `hand S` 时显示）。机器人等待
          MS 毫秒后行动（默认800，至多60000）。
      xor_trie_referee --selfplay G --players N --seed S [--bot KIND]
          让KIND类的内置机器人（random、greedy 或 strong，默认 random）自弈G次博弈（至多1000000次）并打印统计；
          每2秒在标准错误上报告进度；Ctrl-C 在当前这次博弈结束后停止
      xor_trie_referee --selfplay G --bots `K1,K2,…` --seed S [--bot-budget MS]
          座位1由K1类机器人操作，座位2由K2类，以此类推（4到8类），每次博弈
          后座位轮换一位；打印每类机器人获金奖的博弈所占比例及其95%置信区间
      --bot-budget MS
          强力机器人每次决策的预算：搜索MS×2次（默认300，至多60000）；
          现场模式中到MS毫秒也停止（自弈不限时，在任何机器上结果都相同）
      xor_trie_referee --help | -h
          显示本说明
      --lang en|zh
          本说明、用法错误和现场模式终端（提示符、回应、拒绝的理由、
          博弈的文字描述、排名）的语言：英文或简体中文。不加时按
          LC_ALL、LC_MESSAGES、LANG（`zh_CN.UTF-8` 为中文），否则为英文。
          记录文件、批处理的输出和它的错误行在各种语言下都相同。
referee-unknown-argument = 未知的参数 { $arg }（见 --help）
referee-not-a-bot = --bot { $value } 不是机器人的种类，可选 `random`（随机）、`greedy`（贪心）或 `strong`（强力）
referee-bots-not-a-bot = --bots 中的 { $value } 不是机器人的种类，可选 `random`（随机）、`greedy`（贪心）或 `strong`（强力）
referee-bots-count = --bots 列出了{ $n }个机器人，一次博弈要{ $least }到{ $most }名玩家
referee-bot-and-bots = --bot 和 --bots 不能同用
referee-players-and-bots = --players 与 --bots 列出的机器人个数不同
referee-selfplay-needs-players = --selfplay 需要 --players（或 --bots）
referee-selfplay-alone = --selfplay 不能与 --show、--live、--serve、--save、--resume 同用
referee-selfplay-needs = --selfplay 需要 { $option }
referee-selfplay-options = --players、--seed、--bot 和 --bots 只能与 --selfplay 同用
referee-pause-with-serve = --bot-pause 只能与 --serve 同用
referee-save-or-resume = --save 和 --resume 不能同用
referee-log-exists = { $path } 已经存在，记录文件从不覆盖：用 --resume { $path } 接着记，或者换一个文件名
referee-log-unusable = 无法把 { $path } 用作记录文件：{ $why }
referee-cannot-serve = --serve：无法启动服务器：{ $why }
referee-open-warning = 注意：计分屏在 { $at } 上开放，同一网络中的任何人都能打开（座位页仍要各自的秘密链接）

## explain 或学习台读入的评测数据（src/study/explain/input_words.rs）：
## 各题程序自己的话，程序本身仍逐字节输出英文。

input-at-line = 第{ $line }行：{ $what }
input-empty = 评测数据是空的
input-not-utf8 = 评测数据不是有效的 UTF-8 文本
input-not-number = 无法把 { $token } 读作整数（应在{ $from }到{ $to }之间）
input-not-number-named = 无法把 { $token } 读作{ $what }（应为{ $from }到{ $to }之间的整数）
input-unexpected = 评测数据已经结束，却还有 { $token }
input-ends-early = 评测数据提前结束：{ $expected }
input-expected-as-said = 还应有 { $what }
input-expected = 应有{ $n }{ $kind ->
        [case] 组数据
        [pile] 堆
        [position] 个位置
        [string] 个字符串
        [light] 盏灯
       *[move-size] 个可取的数目
    }，只读到{ $found }{ $kind ->
        [case] 组
        [pile] 堆
        [light] 盏
       *[other] 个
    }
input-expected-in-case = 第{ $case }组数据应有{ $n }{ $kind ->
        [case] 组数据
        [pile] 堆
        [position] 个位置
        [string] 个字符串
        [light] 盏灯
       *[move-size] 个可取的数目
    }，只读到{ $found }{ $kind ->
        [case] 组
        [pile] 堆
        [light] 盏
       *[other] 个
    }

## 各题对粘贴的评测数据自己的要求（src/study/explain/problem_words.rs）。

input-position-below-1 = 第{ $case }组数据：位置{ $p }小于1
input-position-twice = 第{ $case }组数据：位置{ $p }出现了两次
input-move-size-zero = 第{ $case }组数据：可取的数目里有0，这样可以永远不取
input-place-too-large = 第{ $case }组数据：位置{ $a }太大，至多为2^63 − 1
input-no-candy = 第{ $case }组数据：一颗糖都没有，游戏无从谈起
input-string-too-long = 第{ $i }个字符串长为{ $n }，超过了L = { $l }
input-string-conflict = 第{ $i }个字符串 { $s }：{ $why }
input-conflict-empty = 是空串
input-conflict-not-binary = 第{ $c }个字符不是0或1
input-conflict-duplicate = 与第{ $j }个字符串相同
input-conflict-has-prefix = 以第{ $j }个字符串为前缀
input-conflict-is-prefix = 是第{ $j }个字符串的前缀
input-too-large-bare = { $name } = { $v } 太大
input-too-small = { $name } = { $v } 太小，至少为{ $lo }
input-too-large = { $name } = { $v } 太大，至多为{ $hi }
input-phrase-next-case = 下一组数据或结尾的 `0`
input-phrase-next-line = 下一行 `m n p` 或结尾的 `0 0 0`
input-phrase-n-strings = 字符串个数N
input-phrase-l-bound = 长度上限L
input-phrase-t-pairs = 数对个数T
input-phrase-another-number = 下一个数
input-phrase-b-of-pair = 第{ $i }对数的B
input-phrase-pairs = { $t }对 `A B`，只读到{ $i }对
input-phrase-in-position = 第{ $case }组数据第{ $j }个局面的{ $what }
input-phrase-in-case = 第{ $case }组数据的{ $what }
input-phrase-m-positions = 局面个数m
input-phrase-light-coord = 第{ $j }盏灯的{ $coord }
input-phrase-count = { $kind ->
        [case] 数据组数
        [pile] 堆数
        [position] 位置个数
        [heap] 堆数
        [place] 位置个数
        [light] 灯的盏数
        [string] 字符串个数
       *[move-size] 可取数目的个数
    }
