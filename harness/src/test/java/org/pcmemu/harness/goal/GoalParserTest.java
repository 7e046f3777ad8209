package org.pcmemu.harness.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** What the parser reads from well-formed GOAL: operations, fields, labels, dependencies. */
class GoalParserTest {

    /** LogGOPSim's own example layout (binary_tree_16.goal), the first ranks of a 4-rank tree. */
    @Test
    void readsLogGopSimsLayout() {
        Schedule s = GoalParser.parse("tree.goal", """
                num_ranks 4

                rank 0 {
                l1: send 1b to 1 tag 0
                l2: send 1b to 2 tag 0
                }

                rank 1 {
                l1: recv 1b from 0 tag 0
                l2: send 1b to 3 tag 0
                l2 requires l1
                }

                rank 2 {
                l1: recv 1b from 0 tag 0
                }

                rank 3 {
                l1: recv 1b from 1 tag 0
                }
                """);
        assertEquals(4, s.ranks());
        assertEquals(6, s.operations());
        assertEquals(2, s.size(0));
        assertEquals(2, s.first(1));
        assertEquals(Schedule.RECV, s.kind(2));
        assertEquals(0, s.peer(2));
        assertEquals("l2", s.label(3));
        assertEquals(1, s.prerequisites(3));
        assertEquals(0, s.prerequisites(2));
        assertEquals("l2 (line 10: send 1b to 3 tag 0)", s.named(3));
        assertEquals(1, s.mostIncoming());
        assertFalse(s.beginsByReceiving(0));
        assertTrue(s.beginsByReceiving(1));
        assertTrue(s.beginsByReceiving(3));
    }

    @Test
    void readsCommentsBlanksCarriageReturnsAndEveryField() {
        Schedule s = GoalParser.parse("fields.goal", "// a header\r\n/* a comment\r\n over lines */ num_ranks 3\r\n"
                + "\r\nrank 2 {\r\n\ta: recv 8 b from -1 tag -1 cpu 0 nic 0 // any source, any tag\r\n"
                + "b: send 16b to 0 tag 4294967294\r\n  calc 100 cpu 0\r\nb irequires a\r\n}\r\n");
        assertEquals(3, s.ranks());
        assertEquals(0, s.size(0));
        assertEquals(0, s.size(1));
        assertEquals(3, s.size(2));
        int a = s.first(2);
        assertEquals(Schedule.ANY, s.peer(a));
        assertEquals(Schedule.ANY, s.tag(a));
        assertEquals(8, s.amount(a));
        assertEquals(6, s.line(a));
        assertEquals(16, s.amount(a + 1));
        assertEquals("send 16b to 0 tag 4294967294", s.describe(a + 1));
        assertEquals("", s.label(a + 2));
        assertEquals(Schedule.CALC, s.kind(a + 2));
        assertEquals(100, s.amount(a + 2));
        assertEquals("line 8 (calc 100)", s.named(a + 2));
        assertFalse(s.beginsByReceiving(2), "the send irequires the recv alone: posting it releases the send");
    }

    @Test
    void labelsMayBeUsedBeforeTheirLineAndBlocksComeInAnyOrder() {
        Schedule s = GoalParser.parse("order.goal", """
                num_ranks 2
                rank 1 {
                x requires y
                x: calc 1
                y: recv 1b from 0 tag 0
                }
                rank 0 {
                send 1b to 1 tag 0
                }
                """);
        assertEquals(2, s.first(0));
        assertEquals(0, s.first(1));
        assertEquals(1, s.prerequisites(0));
        assertTrue(s.beginsByReceiving(1));
        assertEquals(1, s.mostIncoming());
    }

    @Test
    void theMostMessagesToOneRankIsCounted() {
        assertEquals(3, GoalParser.parse("m.goal", """
                num_ranks 3
                rank 0 {
                send 1b to 2 tag 0
                send 1b to 2 tag 1
                send 1b to 1 tag 0
                }
                rank 1 {
                send 1b to 2 tag 0
                }
                """).mostIncoming());
    }

    @Test
    void aRankWhoseRecvsReleaseOnlyRecvsBeginsByReceiving() {
        Schedule s = GoalParser.parse("r.goal", """
                num_ranks 2
                rank 1 {
                a: recv 1b from 0 tag 0
                b: recv 1b from 0 tag 1
                c: send 1b to 0 tag 0
                b irequires a
                c requires b
                }
                """);
        assertTrue(s.beginsByReceiving(1));
        assertFalse(s.beginsByReceiving(0), "a rank without operations is started at once");
    }
}
