package org.pcmemu.harness.goal;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.Limits;

/**
 * Reads the GOAL text format of LogGOPSim (Hoefler, Schneider, Lumsdaine 2010) in one pass over
 * the file, never holding its text: each rank's operations go into the flat arrays of a
 * {@link Schedule} as they are read, and its dependencies are resolved when its block closes.
 *
 * <pre>
 *   num_ranks P
 *   rank R {                                  R in 0..P-1, each at most once, in any order
 *     [LABEL:] send S b to R' [tag T] [cpu 0] [nic 0]
 *     [LABEL:] recv S b from R' [tag T] [cpu 0] [nic 0]     R' = -1: any source; T = -1: any tag
 *     [LABEL:] calc C [cpu 0]
 *     LABEL requires LABEL                    after the other has completed
 *     LABEL irequires LABEL                   after the other has started
 *   }
 * </pre>
 *
 * One statement per line; labels are [A-Za-z][A-Za-z0-9_]*, local to their rank, and may be used
 * before the line that defines them. S is at least 1 byte, S and C at most 2^40, T below 2^32 - 1
 * (LogGOPSim's any-tag value); a rank without a block has no operations. Comments: {@code //} to
 * the end of the line, {@code /* ... *}{@code /}. What LogGOPSim reads and pcmemu refuses, and
 * why, is in docs/goal.md. Every error is a {@link GoalSyntaxException} naming the file, line and
 * column.
 */
public final class GoalParser {
    private static final int NUM_RANKS = GoalLexer.NUM_RANKS;
    private static final int RANK = GoalLexer.RANK;
    private static final int SEND = GoalLexer.SEND;
    private static final int RECV = GoalLexer.RECV;
    private static final int CALC = GoalLexer.CALC;
    private static final int REQUIRES = GoalLexer.REQUIRES;
    private static final int IREQUIRES = GoalLexer.IREQUIRES;
    private static final int BYTES = GoalLexer.BYTES;
    private static final int TO = GoalLexer.TO;
    private static final int FROM = GoalLexer.FROM;
    private static final int TAG = GoalLexer.TAG;
    private static final int CPU = GoalLexer.CPU;
    private static final int NIC = GoalLexer.NIC;
    /* The most operations one schedule holds: array indices, with room to spare. */
    private static final int MOST_OPERATIONS = Integer.MAX_VALUE - 16;
    /* LogGOPSim's any-tag value, 2^32 - 1 (uint32 max): a tag is below it. */
    private static final long ANY_TAG = 0xffff_ffffL;

    private final GoalLexer lex;
    private final String name;
    private int ranks;
    private int[] rankFirst;
    private int[] rankSize;
    private int[] rankLine; // where each rank's block opened, 0 for none yet
    private int[] incoming;
    private final BitSet receivesFirst = new BitSet();

    /* Operations. */
    private int n;
    private byte[] kind;
    private int[] peer;
    private int[] tag;
    private long[] amount;
    private int[] line;
    private byte[] labels = new byte[1024];
    private int labelsLength;
    private int[] labelStart;
    private int[] dependentsStart;
    private int[] prerequisites;
    private int[] dependents = new int[1024];
    private int edges;

    /* The open rank's labels (open addressing over global operation indices + 1) and dependencies. */
    private int[] table = new int[64];
    private int depCount;
    private byte[] depText = new byte[256];
    private int depTextLength;
    private int[] depA = new int[64]; // offset of the dependent's label in depText, then its length
    private int[] depB = new int[64]; // the prerequisite's
    private int[] depPlace = new int[64]; // line, column of the dependent's label, then of the prerequisite's
    private boolean[] depStart = new boolean[32]; // irequires
    private long[] pairs = new long[64]; // the dependencies as (prerequisite, dependent, irequires), to sort
    private int[] waiting = new int[64]; // Kahn's order: dependencies left, and the order
    private int[] order = new int[64];

    private GoalParser(InputStream in, String name, long sizeHint) {
        this.lex = new GoalLexer(in, name);
        this.name = name;
        int capacity = (int) Math.min(MOST_OPERATIONS, Math.max(1024, sizeHint / 40)); // 20 to 45 bytes an operation
        kind = new byte[capacity];
        peer = new int[capacity];
        tag = new int[capacity];
        amount = new long[capacity];
        line = new int[capacity];
        labelStart = new int[capacity + 1];
        dependentsStart = new int[capacity + 1];
        prerequisites = new int[capacity];
    }

    /**
     * Reads a GOAL file.
     *
     * @throws GoalSyntaxException naming the file, line and column of the first error
     * @throws InvalidParameterException if the file cannot be read
     */
    public static Schedule parse(Path file) {
        if (Files.isDirectory(file)) {
            throw new InvalidParameterException("cannot read " + file + ": it is a folder, not a GOAL file");
        }
        long size;
        InputStream in;
        try {
            size = Files.size(file);
            in = Files.newInputStream(file); // GoalLexer reads it in blocks of its own
        } catch (NoSuchFileException e) {
            throw new InvalidParameterException("cannot read " + file + ": no such file");
        } catch (IOException e) {
            throw new InvalidParameterException("cannot read " + file + ": " + e.getMessage());
        }
        try (in) {
            return new GoalParser(in, file.toString(), size).schedule();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (UncheckedIOException e) {
            throw new InvalidParameterException(e.getMessage());
        }
    }

    /** Reads GOAL text; {@code name} stands for the file in error messages. */
    public static Schedule parse(String name, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return new GoalParser(new ByteArrayInputStream(bytes), name, bytes.length).schedule();
    }

    private Schedule schedule() {
        header();
        while (true) {
            int t = lex.next();
            if (t == GoalLexer.EOF) {
                break;
            }
            if (t == GoalLexer.NEWLINE) {
                continue;
            }
            if (lex.is(RANK)) {
                rank();
            } else if (lex.is(NUM_RANKS)) {
                throw lex.error("num_ranks is given twice");
            } else if (lex.is(SEND) || lex.is(RECV) || lex.is(CALC) || t == GoalLexer.WORD || t == GoalLexer.CLOSE) {
                throw lex.error("found " + lex.shown() + " outside a rank block: operations go inside 'rank R { ... }'");
            } else {
                throw lex.error("expected 'rank R {', found " + lex.shown());
            }
        }
        int most = 0;
        for (int r = 0; r < ranks; r++) {
            most = Math.max(most, incoming[r]);
            if (rankLine[r] == 0) {
                rankFirst[r] = n; // no block: no operations
            }
        }
        dependentsStart[n] = edges;
        labelStart[n] = labelsLength;
        // the arrays as they are: their unused ends (at most a third, after growing) cost less than copies
        return new Schedule(name, ranks, rankFirst, rankSize, n, kind, peer, tag, amount, line, labels, labelStart,
                dependentsStart, dependents, prerequisites, most, receivesFirst);
    }

    /* num_ranks P, before anything else but blank lines and comments. */
    private void header() {
        int t = lex.next();
        while (t == GoalLexer.NEWLINE) {
            t = lex.next();
        }
        if (!lex.is(NUM_RANKS)) {
            throw lex.error("expected 'num_ranks P' first, found " + lex.shown());
        }
        lex.next();
        long p = wholeNumber("num_ranks needs the number of ranks");
        if (p < 1 || p > Limits.MAX_PROCESSORS) {
            throw lex.error("num_ranks must be from 1 to 2^28, got " + p);
        }
        ranks = (int) p;
        endOfStatement("num_ranks P");
        rankFirst = new int[ranks];
        rankSize = new int[ranks];
        rankLine = new int[ranks];
        incoming = new int[ranks];
    }

    /* rank R { statements }, the word 'rank' read. */
    private void rank() {
        int atLine = lex.tokenLine;
        int atColumn = lex.tokenColumn;
        lex.next();
        long r = wholeNumber("'rank' needs the rank's number");
        if (r >= ranks) {
            throw lex.error("rank " + r + " does not exist: num_ranks is " + ranks + " (ranks 0.." + (ranks - 1) + ")");
        }
        int rank = (int) r;
        if (rankLine[rank] != 0) {
            throw lex.error("rank " + rank + " is given twice (its block opened first on line " + rankLine[rank] + ")");
        }
        rankLine[rank] = atLine;
        if (lex.next() != GoalLexer.OPEN) {
            throw lex.error("expected '{' after 'rank " + rank + "', found " + lex.shown());
        }
        rankFirst[rank] = n;
        depCount = 0;
        depTextLength = 0;
        while (true) {
            int t = lex.next();
            if (t == GoalLexer.NEWLINE) {
                continue;
            }
            if (t == GoalLexer.CLOSE) {
                break;
            }
            if (t == GoalLexer.EOF) {
                throw lex.error(atLine, atColumn, "the block of rank " + rank + " is not closed: '}' is missing");
            }
            statement(rank, atLine, atColumn);
        }
        rankSize[rank] = n - rankFirst[rank];
        closeRank(rank);
    }

    /* One operation or dependency of rank's block, its first token read. */
    private void statement(int rank, int blockLine, int blockColumn) {
        if (lex.is(SEND) || lex.is(RECV) || lex.is(CALC)) {
            operation(rank, false, 0, 0);
            return;
        }
        if (lex.is(RANK) || lex.is(NUM_RANKS)) {
            throw lex.error(blockLine, blockColumn, "the block of rank " + rank + " is not closed: '}' is missing"
                    + " before '" + (lex.is(RANK) ? "rank" : "num_ranks") + "' on line " + lex.tokenLine);
        }
        if (lex.type != GoalLexer.WORD) {
            throw lex.error("expected an operation (send, recv, calc), a dependency (LABEL requires LABEL) or '}',"
                    + " found " + lex.shown());
        }
        int labelLine = lex.tokenLine;
        int labelColumn = lex.tokenColumn;
        int from = depTextLength;
        appendDepText();
        int length = lex.length;
        int t = lex.next();
        if (t == GoalLexer.COLON) {
            depTextLength = from; // a definition: the label goes to the operation
            lex.next();
            if (!(lex.is(SEND) || lex.is(RECV) || lex.is(CALC))) {
                throw lex.error("expected send, recv or calc after the label, found " + lex.shown());
            }
            operation(rank, true, from, length);
            define(rank, labelLine, labelColumn);
            return;
        }
        boolean starts = lex.is(IREQUIRES);
        if (!starts && !lex.is(REQUIRES)) {
            throw lex.error("expected ':' (a labelled operation) or 'requires'/'irequires' (a dependency) after '"
                    + new String(depText, from, length, StandardCharsets.US_ASCII) + "', found " + lex.shown());
        }
        lex.next();
        if (lex.type != GoalLexer.WORD) {
            throw lex.error("expected a label after '" + (starts ? "irequires" : "requires") + "', found "
                    + lex.shown());
        }
        int otherLine = lex.tokenLine;
        int otherColumn = lex.tokenColumn;
        int otherFrom = depTextLength;
        appendDepText();
        addDependency(from, length, otherFrom, lex.length, starts, labelLine, labelColumn, otherLine, otherColumn);
        endOfStatement("a dependency");
    }

    /* send/recv/calc and its fields, the kind's word read; adds the operation. */
    private void operation(int rank, boolean labelled, int labelFrom, int labelLength) {
        byte k = lex.is(SEND) ? Schedule.SEND : lex.is(RECV) ? Schedule.RECV : Schedule.CALC;
        String what = k == Schedule.SEND ? "send" : k == Schedule.RECV ? "recv" : "calc";
        int opLine = lex.tokenLine;
        lex.next();
        int p = -1;
        long t = 0;
        long a;
        if (k == Schedule.CALC) {
            a = wholeNumber("calc needs its cycles");
            if (a > Limits.MAX_CYCLES) {
                throw lex.error("calc " + a + " is more than 2^40 cycles, the most one time parameter may be");
            }
        } else {
            a = wholeNumber(k == Schedule.SEND ? "send needs the message's size: send S b to R"
                    : "recv needs the message's size: recv S b from R"); // constants: this runs for every message
            if (a < 1) {
                throw lex.error("a message has at least 1 byte, got " + a + "b (LogGP charges (S - 1) G per message)");
            }
            if (a > Limits.MAX_CYCLES) {
                throw lex.error("a message of " + a + " bytes is more than the 2^40 pcmemu takes");
            }
            lex.next();
            if (!lex.is(BYTES)) {
                throw lex.error("expected 'b' after the size " + a + ", found " + lex.shown());
            }
            lex.next();
            int preposition = k == Schedule.SEND ? TO : FROM;
            if (!lex.is(preposition)) {
                throw lex.error("expected '" + (k == Schedule.SEND ? "to" : "from") + "' after the size, found "
                        + lex.shown());
            }
            lex.next();
            p = rankNumber(rank, k);
        }
        boolean tagged = false;
        boolean cpu = false;
        boolean nic = false;
        while (true) {
            int token = lex.next();
            if (token == GoalLexer.NEWLINE || token == GoalLexer.EOF || token == GoalLexer.CLOSE) {
                if (token != GoalLexer.NEWLINE) {
                    lex.pushBack();
                }
                break;
            }
            if (lex.is(TAG) && k != Schedule.CALC) {
                if (tagged) {
                    throw lex.error("tag is given twice");
                }
                tagged = true;
                lex.next();
                t = tagValue(k);
            } else if (lex.is(CPU)) {
                if (cpu) {
                    throw lex.error("cpu is given twice");
                }
                cpu = true;
                lex.next();
                unit("cpu", "CPU");
            } else if (lex.is(NIC) && k != Schedule.CALC) {
                if (nic) {
                    throw lex.error("nic is given twice");
                }
                nic = true;
                lex.next();
                unit("nic", "NIC");
            } else if (lex.is(TAG) || lex.is(NIC)) {
                throw lex.error("a calc takes cpu, not " + (lex.is(TAG) ? "tag" : "nic"));
            } else {
                throw lex.error("expected " + (k == Schedule.CALC ? "cpu" : "tag, cpu, nic") + " or the end of the"
                        + " line after the " + what + ", found " + lex.shown());
            }
        }
        add(k, p, (int) t, a, opLine, labelled, labelFrom, labelLength);
        if (k == Schedule.SEND) {
            incoming[p]++;
        }
    }

    /* cpu N or nic N: pcmemu's LogP processor has one of each, number 0. */
    private void unit(String word, String what) {
        long u = wholeNumber(word + " needs a number");
        if (u != 0) {
            throw lex.error(word + " " + u + ": a LogP processor has one " + what + ", number 0; GOAL's several "
                    + what + "s per rank are not supported (docs/goal.md)");
        }
    }

    /* A send's destination or a recv's source, the number read. */
    private int rankNumber(int rank, byte k) {
        if (lex.type != GoalLexer.NUMBER) {
            throw lex.error("expected a rank after '" + (k == Schedule.SEND ? "to" : "from") + "', found "
                    + lex.shown());
        }
        if (lex.negative) {
            if (k == Schedule.RECV && lex.number == 1) {
                return Schedule.ANY;
            }
            throw lex.error(k == Schedule.SEND ? "a send goes to a rank 0.." + (ranks - 1) + ", not to -" + lex.number
                    + " (-1, any source, is for recv)" : "a recv's source is a rank 0.." + (ranks - 1)
                    + " or -1 (any source), not -" + lex.number);
        }
        if (lex.number >= ranks) {
            throw lex.error("rank " + lex.number + " does not exist: num_ranks is " + ranks + " (ranks 0.."
                    + (ranks - 1) + ")");
        }
        if (lex.number == rank) {
            throw lex.error("rank " + rank + (k == Schedule.SEND ? " sends to itself" : " receives from itself")
                    + ": a LogP processor sends no message to itself");
        }
        return (int) lex.number;
    }

    /* A tag, the number read: below 2^32 - 1, or -1 on a recv (any tag). */
    private long tagValue(byte k) {
        if (lex.type != GoalLexer.NUMBER) {
            throw lex.error("expected the tag's number, found " + lex.shown());
        }
        if (lex.negative) {
            if (k == Schedule.RECV && lex.number == 1) {
                return Schedule.ANY;
            }
            throw lex.error(k == Schedule.SEND ? "a send's tag is 0 or more, not -" + lex.number
                    + " (-1, any tag, is for recv)" : "a recv's tag is 0 or more, or -1 (any tag), not -" + lex.number);
        }
        if (lex.number >= ANY_TAG) {
            throw lex.error("tag " + lex.number + " is too large: a tag is below 2^32 - 1 = " + ANY_TAG
                    + " (LogGOPSim's any tag)");
        }
        return lex.number;
    }

    /* The current token as a number of at least 0. */
    private long wholeNumber(String needed) {
        if (lex.type != GoalLexer.NUMBER) {
            throw lex.error(needed + ", found " + lex.shown());
        }
        if (lex.negative) {
            throw lex.error(needed + ", at least 0, found -" + lex.number);
        }
        return lex.number;
    }

    /* The end of a statement: a new line, or '}' or the end of the file left for the block to read. */
    private void endOfStatement(String what) {
        int t = lex.next();
        if (t == GoalLexer.NEWLINE) {
            return;
        }
        if (t == GoalLexer.EOF || t == GoalLexer.CLOSE) {
            lex.pushBack();
            return;
        }
        throw lex.error("expected the end of the line after " + what + ", found " + lex.shown());
    }

    private void add(byte k, int p, int t, long a, int opLine, boolean labelled, int labelFrom, int labelLength) {
        if (n == kind.length) {
            grow();
        }
        kind[n] = k;
        peer[n] = p;
        tag[n] = t;
        amount[n] = a;
        line[n] = opLine;
        labelStart[n] = labelsLength;
        if (labelled) {
            if (labelsLength + labelLength > labels.length) {
                labels = Arrays.copyOf(labels, Math.max(labels.length * 2, labelsLength + labelLength));
            }
            System.arraycopy(depText, labelFrom, labels, labelsLength, labelLength);
            labelsLength += labelLength;
        }
        n++;
        labelStart[n] = labelsLength;
    }

    private void grow() {
        if (n >= MOST_OPERATIONS) {
            throw lex.error("more than " + MOST_OPERATIONS + " operations: more than one run can emulate");
        }
        int capacity = (int) Math.min(MOST_OPERATIONS, n + (n >> 1) + 16L);
        kind = Arrays.copyOf(kind, capacity);
        peer = Arrays.copyOf(peer, capacity);
        tag = Arrays.copyOf(tag, capacity);
        amount = Arrays.copyOf(amount, capacity);
        line = Arrays.copyOf(line, capacity);
        labelStart = Arrays.copyOf(labelStart, capacity + 1);
        dependentsStart = Arrays.copyOf(dependentsStart, capacity + 1);
        prerequisites = Arrays.copyOf(prerequisites, capacity);
    }

    /* The current word into depText (a label being read). */
    private void appendDepText() {
        if (depTextLength + lex.length > depText.length) {
            depText = Arrays.copyOf(depText, Math.max(depText.length * 2, depTextLength + lex.length));
        }
        System.arraycopy(lex.text, 0, depText, depTextLength, lex.length);
        depTextLength += lex.length;
    }

    /* The label of the operation just added (the last one), into the open rank's table. */
    private void define(int rank, int labelLine, int labelColumn) {
        int op = n - 1;
        int count = op - rankFirst[rank] + 1;
        if (count * 2 > table.length) {
            rehash(rank, count * 4);
        }
        int from = labelStart[op];
        int length = labelStart[op + 1] - from;
        int mask = table.length - 1;
        for (int slot = hash(labels, from, length) & mask; ; slot = (slot + 1) & mask) {
            int held = table[slot] - 1;
            if (held < 0) {
                table[slot] = op + 1;
                return;
            }
            if (sameLabel(held, labels, from, length)) {
                throw new GoalSyntaxException(name, labelLine, labelColumn, "label "
                        + new String(labels, from, length, StandardCharsets.US_ASCII) + " is defined twice in rank "
                        + rank + " (first on line " + line[held] + ")");
            }
        }
    }

    /* The operation of the open rank labelled text[from, from + length), or -1. */
    private int lookup(byte[] text, int from, int length) {
        int mask = table.length - 1;
        for (int slot = hash(text, from, length) & mask; ; slot = (slot + 1) & mask) {
            int held = table[slot] - 1;
            if (held < 0) {
                return -1;
            }
            if (sameLabel(held, text, from, length)) {
                return held;
            }
        }
    }

    private void rehash(int rank, int size) {
        int capacity = Integer.highestOneBit(Math.max(64, size) - 1) << 1;
        table = new int[capacity];
        int mask = capacity - 1;
        for (int op = rankFirst[rank]; op < n - 1; op++) {
            int from = labelStart[op];
            int length = labelStart[op + 1] - from;
            if (length > 0) {
                int slot = hash(labels, from, length) & mask;
                while (table[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = op + 1;
            }
        }
    }

    private boolean sameLabel(int op, byte[] text, int from, int length) {
        int start = labelStart[op];
        if (labelStart[op + 1] - start != length) {
            return false;
        }
        for (int i = 0; i < length; i++) { // labels are short: a loop beats Arrays.equals' set-up
            if (labels[start + i] != text[from + i]) {
                return false;
            }
        }
        return true;
    }

    private static int hash(byte[] text, int from, int length) {
        int h = 0;
        for (int i = from; i < from + length; i++) {
            h = 31 * h + text[i];
        }
        return h ^ (h >>> 16);
    }

    private void addDependency(int aFrom, int aLength, int bFrom, int bLength, boolean starts, int aLine, int aColumn,
                               int bLine, int bColumn) {
        if (depCount * 2 + 2 > depA.length) {
            depA = Arrays.copyOf(depA, depA.length * 2);
            depB = Arrays.copyOf(depB, depB.length * 2);
        }
        if (depCount * 4 + 4 > depPlace.length) {
            depPlace = Arrays.copyOf(depPlace, depPlace.length * 2);
        }
        if (depCount == depStart.length) {
            depStart = Arrays.copyOf(depStart, depStart.length * 2);
        }
        depA[2 * depCount] = aFrom;
        depA[2 * depCount + 1] = aLength;
        depB[2 * depCount] = bFrom;
        depB[2 * depCount + 1] = bLength;
        depPlace[4 * depCount] = aLine;
        depPlace[4 * depCount + 1] = aColumn;
        depPlace[4 * depCount + 2] = bLine;
        depPlace[4 * depCount + 3] = bColumn;
        depStart[depCount] = starts;
        depCount++;
    }

    /*
     * The block of rank is read: its dependencies resolved (labels may be used before their
     * line), each operation's dependents stored in file order, cycles refused; the label table
     * emptied for the next rank.
     */
    private void closeRank(int rank) {
        int first = rankFirst[rank];
        int size = n - first;
        if (pairs.length < depCount) {
            pairs = new long[Math.max(depCount, pairs.length * 2)];
        }
        for (int i = 0; i < depCount; i++) {
            int dependent = resolve(rank, depA[2 * i], depA[2 * i + 1], depPlace[4 * i], depPlace[4 * i + 1]);
            int prerequisite = resolve(rank, depB[2 * i], depB[2 * i + 1], depPlace[4 * i + 2], depPlace[4 * i + 3]);
            if (dependent == prerequisite) {
                throw new GoalSyntaxException(name, depPlace[4 * i], depPlace[4 * i + 1], label(dependent) + " "
                        + (depStart[i] ? "irequires" : "requires") + " itself");
            }
            pairs[i] = ((long) (prerequisite - first) << 32) | ((long) (dependent - first) << 1) | (depStart[i] ? 1 : 0);
        }
        Arrays.sort(pairs, 0, depCount);
        if (edges + depCount > dependents.length) {
            dependents = Arrays.copyOf(dependents, Math.max(dependents.length + (dependents.length >> 1),
                    edges + depCount));
        }
        int next = 0;
        for (int local = 0; local < size; local++) {
            dependentsStart[first + local] = edges;
            while (next < depCount && (int) (pairs[next] >>> 32) == local) {
                int dependent = first + (int) ((pairs[next] & 0xffff_ffffL) >>> 1);
                dependents[edges++] = (pairs[next] & 1) == 1 ? ~dependent : dependent;
                prerequisites[dependent]++;
                next++;
            }
        }
        if (depCount > 0) {
            refuseCycles(rank, first, size);
        }
        if (beginsByReceiving(first, size)) {
            receivesFirst.set(rank);
        }
        for (int op = first; op < n; op++) { // empty the table: every entry is one of this rank's
            int from = labelStart[op];
            int length = labelStart[op + 1] - from;
            if (length > 0) {
                int mask = table.length - 1;
                int slot = hash(labels, from, length) & mask;
                while (table[slot] != op + 1) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = 0;
            }
        }
        if (table.length > 1024) {
            table = new int[64];
        }
    }

    /*
     * Whether the rank's first emulator call is a receive (LogPProgram.receivesFirst): it has
     * operations, and those ready at the start are recvs, and so is every operation that posting
     * them makes ready (through irequires), since posting takes no time and no message.
     */
    private boolean beginsByReceiving(int first, int size) {
        return size > 0 && kahn(first, size, true) >= 0;
    }

    /*
     * Kahn's order over the rank's operations, from those without dependencies, into order: waiting
     * gets each one's dependencies not yet met; returns how many became ready. With postingOnly, what posting
     * recvs releases: only recvs are taken, only irequires followed, and -1 returned at the first
     * operation that is not a recv.
     */
    private int kahn(int first, int size, boolean postingOnly) {
        if (waiting.length < size) {
            waiting = new int[Math.max(size, waiting.length * 2)];
            order = new int[waiting.length];
        }
        int[] queue = order;
        int tail = 0;
        for (int i = 0; i < size; i++) {
            waiting[i] = prerequisites[first + i];
            if (waiting[i] == 0) {
                queue[tail++] = i;
            }
        }
        for (int head = 0; head < tail; head++) {
            int op = first + queue[head];
            if (postingOnly && kind[op] != Schedule.RECV) {
                return -1;
            }
            for (int e = dependentsStart[op]; e < (op + 1 < n ? dependentsStart[op + 1] : edges); e++) {
                int d = dependents[e];
                if (d < 0 || !postingOnly) {
                    d = d < 0 ? ~d : d;
                    if (--waiting[d - first] == 0) {
                        queue[tail++] = d - first;
                    }
                }
            }
        }
        return tail;
    }

    private int resolve(int rank, int from, int length, int atLine, int atColumn) {
        int op = lookup(depText, from, length);
        if (op < 0) {
            throw new GoalSyntaxException(name, atLine, atColumn, "rank " + rank + " has no operation labelled "
                    + new String(depText, from, length, StandardCharsets.US_ASCII));
        }
        return op;
    }

    private String label(int op) {
        return new String(labels, labelStart[op], labelStart[op + 1] - labelStart[op], StandardCharsets.US_ASCII);
    }

    /* Kahn's order over the rank's operations; a rest that never becomes ready holds a cycle. */
    private void refuseCycles(int rank, int first, int size) {
        int tail = kahn(first, size, false);
        if (tail == size) {
            return;
        }
        // a cycle: from an operation left over, follow left-over prerequisites until one repeats
        int[] seenAt = new int[size];
        Arrays.fill(seenAt, -1);
        int[] path = new int[size + 1];
        int length = 0;
        int at = 0;
        while (waiting[at] == 0) {
            at++;
        }
        while (seenAt[at] < 0) {
            seenAt[at] = length;
            path[length++] = at;
            at = leftOverPrerequisite(first, at, waiting);
        }
        StringBuilder cycle = new StringBuilder();
        int start = seenAt[at];
        for (int i = start; i < length; i++) {
            cycle.append(label(first + path[i])).append(i + 1 < length ? " requires " : "");
        }
        cycle.append(" requires ").append(label(first + path[start]));
        int place = dependencyPlace(first + path[start], first + path[start + 1 < length ? start + 1 : start]);
        throw new GoalSyntaxException(name, depPlace[4 * place], depPlace[4 * place + 1], "the dependencies of rank "
                + rank + " form a cycle: " + cycle + " (each waits for the next, so none can start)");
    }

    /* A prerequisite of the operation at local index at that is itself left over (waiting). */
    private int leftOverPrerequisite(int first, int at, int[] waiting) {
        for (int i = 0; i < depCount; i++) {
            int dependent = lookup(depText, depA[2 * i], depA[2 * i + 1]);
            if (dependent == first + at) {
                int prerequisite = lookup(depText, depB[2 * i], depB[2 * i + 1]);
                if (waiting[prerequisite - first] > 0) {
                    return prerequisite - first;
                }
            }
        }
        throw new IllegalStateException("a waiting operation without a waiting prerequisite");
    }

    /* The statement "dependent requires prerequisite" (or irequires), by its index. */
    private int dependencyPlace(int dependent, int prerequisite) {
        for (int i = 0; i < depCount; i++) {
            if (lookup(depText, depA[2 * i], depA[2 * i + 1]) == dependent
                    && lookup(depText, depB[2 * i], depB[2 * i + 1]) == prerequisite) {
                return i;
            }
        }
        return 0;
    }
}
