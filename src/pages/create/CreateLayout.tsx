// Placeholder written by the frame helper until the create area lands; replace freely.
import { Outlet } from 'react-router-dom';

export default function CreateLayout() {
  return <Outlet />;
}
