// The baseline for the chat benchmark: a bare socket.io server doing the same broadcast as the portal's location chat
// (same path, websocket only, same event names and acknowledgements), with no token, no rights check and no database.
// Its own process, like the portal's server, so both pay the same process and event-loop costs.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer();
const io = new Server(server, { path: '/api/socket.io', serveClient: false, transports: ['websocket'], maxHttpBufferSize: 16 * 1024 });
let nextId = 1;

io.on('connection', (socket) => {
  socket.on('subscribe', (room: unknown, ack?: (answer: unknown) => void) => {
    if (typeof room === 'string') void socket.join(room);
    ack?.({ ok: true });
  });
  socket.on('sendMessage', (payload: { room: number; content: string; type: string }, ack?: (answer: unknown) => void) => {
    const message = { id: nextId++, location_id: payload.room, content: payload.content, type: payload.type, createdAt: new Date().toISOString() };
    io.to(`chat:${payload.room}`).emit('newMessage', message);
    ack?.({ ok: true, message });
  });
});

const port = Number(process.env.PORT ?? 3000);
server.listen(port, '127.0.0.1', () => console.log(`bare socket.io listening on ${port}`));
process.on('SIGTERM', () => {
  io.disconnectSockets(true);
  server.close(() => process.exit(0));
});
