package org.pcmemu.harness.goal;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;

/**
 * A LogP-family run's trace as a GOAL schedule ({@code --trace FILE.goal}): each rank's events in
 * order of time become one chain of operations, each requiring the one before, so that running
 * the schedule on the same machine with the capacity checked (a stall of the run is one of its
 * calcs) reproduces every rank's finish time (docs/goal.md, "A run written as GOAL").
 *
 * <pre>
 *   SEND to R, message m        send 1b to R tag m      m: the sender's count of messages before it,
 *   RECEIVE from R, message m   recv 1b from R tag m       so a recv matches that message alone
 *   COMPUTE, STALL              calc (its length)       STALL: a send held back by the capacity
 *   IDLE                        calc (its length)       waiting for the gap g, or idleUntil
 *                               nothing                 before a RECEIVE that starts at its message's
 *                                                       arrival: the recv waits for it itself
 * </pre>
 *
 * Every message is written as 1 byte, the one size of LogP and postal. A reception is replayed in
 * order of arrival, so a trace whose receptions on a processor are not in that order (the buffered
 * postal model, SPAA section 3.5, receives in an order of its choice) cannot be written.
 */
public final class GoalWriter {
    private GoalWriter() {
    }

    /**
     * Writes {@code trace} as GOAL text.
     *
     * @param title     what the run was, written in a comment
     * @param metadata  further facts of the run (model, measured cost), written in comments
     * @throws InvalidParameterException if the trace is not a LogP-family one, or a processor's
     *         receptions are not in order of arrival
     * @throws IOException if {@code out} fails
     */
    public static void write(Trace trace, String title, Map<String, String> metadata, OutputStream out)
            throws IOException {
        if (trace.shape() != Trace.Shape.MESSAGES) {
            throw new InvalidParameterException("a GOAL trace is for logp, postal and loggp runs (messages between"
                    + " processors), not for supersteps");
        }
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
        w.write("// " + oneLine(title) + "\n");
        for (Map.Entry<String, String> e : metadata.entrySet()) {
            w.write("// " + e.getKey() + ": " + oneLine(e.getValue()) + "\n");
        }
        w.write("// each rank's operations form one chain: run on the same machine, with --capacity check, it gives"
                + " every rank's finish time\n");
        w.write("num_ranks " + trace.processors() + "\n");
        for (int p = 0; p < trace.processors(); p++) {
            rank(w, p, trace.events(p));
        }
        w.flush();
    }

    private static void rank(Writer w, int p, List<TraceEvent> events) throws IOException {
        checkArrivalOrder(p, events);
        w.write("\nrank " + p + " {\n");
        int label = 0;
        for (int i = 0; i < events.size(); i++) {
            TraceEvent e = events.get(i);
            String op;
            if (e instanceof TraceEvent.MessageEvent m) {
                op = (m.kind() == EventKind.SEND ? "send 1b to " : "recv 1b from ") + m.peer() + " tag " + m.message();
            } else if (e.end() == e.start() || e.kind() == EventKind.IDLE && i + 1 < events.size()
                    && events.get(i + 1) instanceof TraceEvent.MessageEvent next && next.kind() == EventKind.RECEIVE
                    && next.start() == e.end() && next.start() == next.arrival()) {
                continue; // waiting for the message alone: the recv waits as long
            } else {
                op = "calc " + (e.end() - e.start());
            }
            label++;
            w.write("l" + label + ": " + op + "\n");
            if (label > 1) {
                w.write("l" + label + " requires l" + (label - 1) + "\n");
            }
        }
        w.write("}\n");
    }

    /* The receptions of processor p, in order of arrival, then sender, then the sender's count. */
    private static void checkArrivalOrder(int p, List<TraceEvent> events) {
        TraceEvent.MessageEvent last = null;
        for (TraceEvent e : events) {
            if (e instanceof TraceEvent.MessageEvent m && m.kind() == EventKind.RECEIVE) {
                if (last != null && compare(last, m) > 0) {
                    throw new InvalidParameterException("processor " + p + " received message " + m.message()
                            + " of processor " + m.peer() + " (arrived at " + m.arrival() + ") after one that arrived"
                            + " later (" + last.arrival() + "): GOAL replays receptions in order of arrival, so this"
                            + " run (the buffered model's choice of order, SPAA section 3.5) has no GOAL trace");
                }
                last = m;
            }
        }
    }

    private static int compare(TraceEvent.MessageEvent a, TraceEvent.MessageEvent b) {
        int c = Long.compare(a.arrival(), b.arrival());
        if (c == 0) {
            c = Integer.compare(a.peer(), b.peer());
        }
        return c != 0 ? c : Long.compare(a.message(), b.message());
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\R", " ").replace("*/", "* /");
    }
}
