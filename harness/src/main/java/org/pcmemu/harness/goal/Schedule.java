package org.pcmemu.harness.goal;

import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/**
 * A GOAL schedule as {@link GoalParser} read it: per rank its operations (send, recv, calc) and
 * the dependencies between them, in flat arrays, one entry per operation, so that a schedule of
 * 10^6 ranks is a few arrays rather than millions of objects (docs/goal.md, "Memory").
 *
 * <pre>
 *   operation i (0 .. operations()-1), the ranks' operations in rank order, each rank's in file order:
 *     kind[i]     SEND, RECV or CALC
 *     peer[i]     SEND: the destination; RECV: the source, or ANY; CALC: -1
 *     tag[i]      SEND, RECV: the tag (unsigned, below 2^32 - 1), or ANY on a recv; CALC: 0
 *     amount[i]   SEND, RECV: bytes; CALC: cycles
 *     line[i]     the line of its definition
 *     label i     labels[labelStart[i] .. labelStart[i+1])  (empty: no label)
 *   dependencies: the operations that wait for operation i are
 *     dependents[dependentsStart[i] .. dependentsStart[i+1])   d: "d requires i",
 *                                                             ~d: "d irequires i",
 *     in file order of d; prerequisites[d] counts the dependencies of d.
 * </pre>
 *
 * Immutable once parsed; any number of runs may read it at once.
 */
public final class Schedule {
    /** An operation that sends a message. */
    public static final byte SEND = 0;
    /** An operation that receives a message. */
    public static final byte RECV = 1;
    /** Local computation. */
    public static final byte CALC = 2;
    /** A recv's source or tag that matches any ({@code from -1}, {@code tag -1}). */
    public static final int ANY = -1;

    private final String name;
    private final int ranks;
    private final int[] rankFirst;
    private final int[] rankSize;
    private final int operations;
    final byte[] kind;
    final int[] peer;
    final int[] tag;
    final long[] amount;
    private final int[] line;
    private final byte[] labels;
    private final int[] labelStart;
    final int[] dependentsStart;
    final int[] dependents;
    final int[] prerequisites;
    private final int mostIncoming;
    private final BitSet receivesFirst;

    Schedule(String name, int ranks, int[] rankFirst, int[] rankSize, int operations, byte[] kind, int[] peer,
             int[] tag, long[] amount, int[] line, byte[] labels, int[] labelStart, int[] dependentsStart,
             int[] dependents, int[] prerequisites, int mostIncoming, BitSet receivesFirst) {
        this.name = name;
        this.ranks = ranks;
        this.rankFirst = rankFirst;
        this.rankSize = rankSize;
        this.operations = operations;
        this.kind = kind;
        this.peer = peer;
        this.tag = tag;
        this.amount = amount;
        this.line = line;
        this.labels = labels;
        this.labelStart = labelStart;
        this.dependentsStart = dependentsStart;
        this.dependents = dependents;
        this.prerequisites = prerequisites;
        this.mostIncoming = mostIncoming;
        this.receivesFirst = receivesFirst;
    }

    /** The file (or text) it was read from, as error messages name it. */
    public String name() {
        return name;
    }

    /** The ranks, {@code num_ranks}: the processor count P of a run. */
    public int ranks() {
        return ranks;
    }

    /** Every rank's operations together. */
    public int operations() {
        return operations;
    }

    /** The index of {@code rank}'s first operation; its operations are the next {@link #size(int)}. */
    public int first(int rank) {
        return rankFirst[rank];
    }

    /** The number of {@code rank}'s operations (0 for a rank without a block). */
    public int size(int rank) {
        return rankSize[rank];
    }

    /** {@link #SEND}, {@link #RECV} or {@link #CALC}. */
    public byte kind(int op) {
        return kind[op];
    }

    /** A send's destination, a recv's source ({@link #ANY} for any), -1 for a calc. */
    public int peer(int op) {
        return peer[op];
    }

    /** A send's or recv's tag ({@link #ANY} on a recv for any), unsigned; 0 for a calc. */
    public int tag(int op) {
        return tag[op];
    }

    /** A send's or recv's bytes, a calc's cycles. */
    public long amount(int op) {
        return amount[op];
    }

    /** The line that defines the operation. */
    public int line(int op) {
        return line[op];
    }

    /** The operation's label, or "" if it has none. */
    public String label(int op) {
        return new String(labels, labelStart[op], labelStart[op + 1] - labelStart[op], StandardCharsets.US_ASCII);
    }

    /** How many dependencies (requires and irequires) the operation waits for. */
    public int prerequisites(int op) {
        return prerequisites[op];
    }

    /** The most messages the schedule sends to one rank. */
    public int mostIncoming() {
        return mostIncoming;
    }

    /**
     * Whether {@code rank} begins by receiving (LogPProgram.receivesFirst: the rank is started when
     * its first message can be taken): it has operations, those without dependencies are recvs,
     * and so is every operation that irequires only them, transitively (posting a recv takes no
     * time and no message).
     */
    public boolean beginsByReceiving(int rank) {
        return receivesFirst.get(rank);
    }

    /** The operation as GOAL writes it, without its label: "recv 8b from -1 tag 3", "calc 100". */
    public String describe(int op) {
        return switch (kind[op]) {
            case SEND -> "send " + amount[op] + "b to " + peer[op] + " tag " + Integer.toUnsignedString(tag[op]);
            case RECV -> "recv " + amount[op] + "b from " + peer[op] + " tag "
                    + (tag[op] == ANY ? "-1" : Integer.toUnsignedString(tag[op]));
            default -> "calc " + amount[op];
        };
    }

    /** "l3 (line 7: recv 1b from 0 tag 0)", or without a label "line 7 (recv ...)". */
    public String named(int op) {
        String label = label(op);
        return label.isEmpty() ? "line " + line[op] + " (" + describe(op) + ")"
                : label + " (line " + line[op] + ": " + describe(op) + ")";
    }
}
